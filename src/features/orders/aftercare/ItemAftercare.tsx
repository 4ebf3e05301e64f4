import Box from '@mui/material/Box';
import type { ProductTypeName } from '../../../../contracts/pbs.ts';
import { aftercarePartsOf } from '../../../../machines/orders/itemAftercare.ts';
import { FramedParts } from './AftercarePart.tsx';
import { DeliveryJourney } from './DeliveryJourney.tsx';
import { DigitalDownloads } from './DigitalDownloads.tsx';
import { ItemDocuments } from './ItemDocuments.tsx';
import { ItemForm } from './ItemForm.tsx';
import { SessionsLink } from './SessionsLink.tsx';

/**
 * What an order item carries after the purchase, under the item: the parts its product type has
 * (`aftercarePartsOf`): for a service, the link to its sessions; for a Digital product, its downloads
 * and their journey; the item's documents; the answers to its product's form. Parts the item does
 * not have show nothing.
 */
export function ItemAftercare(props: {
  orderItemId: number;
  productName: string;
  /** The item's product type; null where the page already says what it is (the training overview). */
  productType: ProductTypeName | null;
  /** The order, for the link to the sessions; omitted where the page is that link's target. */
  orderId?: number;
  /** Parts drawn as cards with page-level headings (on a page of their own, not under an item). */
  framed?: boolean;
}) {
  const parts = aftercarePartsOf(props.productType);
  const item = { orderItemId: props.orderItemId, productName: props.productName };
  return (
    <FramedParts.Provider value={props.framed ?? false}>
      <Box sx={{ display: 'grid', gap: props.framed ? 3 : 1.5, mt: props.framed ? 0 : 1 }}>
        {parts.sessions && props.orderId !== undefined ? (
          <SessionsLink {...item} orderId={props.orderId} />
        ) : null}
        {parts.downloads ? <DigitalDownloads {...item} /> : null}
        {parts.downloads ? <DeliveryJourney {...item} /> : null}
        {parts.documents ? <ItemDocuments {...item} /> : null}
        {parts.form ? <ItemForm {...item} /> : null}
      </Box>
    </FramedParts.Provider>
  );
}
