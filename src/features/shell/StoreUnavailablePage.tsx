import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { useStoreLogo } from '../../app/hooks/useStoreImages.ts';
import { CentredMessage } from '../../components/CentredMessage.tsx';
import { StoreLogo } from '../../components/StoreLogo.tsx';
import { UnderMaintenanceIllustration } from './UnderMaintenanceIllustration.tsx';

/** The store is missing, switched off, or could not be checked: it is "under maintenance". */
export function StoreUnavailablePage() {
  const { t } = useLingui();
  const theme = useTheme();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  const logo = useStoreLogo(theme.palette.mode);
  return (
    <CentredMessage
      heading={t({ id: 'store_unavailable', message: 'This store is under maintenance' })}
      description={t({
        id: 'store_unavailable_description',
        message: 'The store is not available right now. Please come back a little later.',
      })}
      illustration={
        <>
          {/* A missing store has neither logo nor name: show just the illustration. */}
          {(logo !== null || storeName) && <StoreLogo src={logo} alt={storeName} />}
          <Box sx={{ color: 'text.primary' }}>
            <UnderMaintenanceIllustration />
          </Box>
        </>
      }
    />
  );
}
