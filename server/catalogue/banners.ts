// GET banners: the home page's hero banners in the store's order.
import type { Banner } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { bannerImagePath } from './media-paths.ts';

interface BannerRow {
  id: number;
  title: string;
  subtitle: string;
  link: string;
}

export async function loadBanners(db: Queryable, storeId: number): Promise<Banner[]> {
  const rows = await db.query<BannerRow>(
    'SELECT id, title, subtitle, link FROM banners WHERE store_id = $1 ORDER BY sort_order, id',
    [storeId],
  );
  return rows.map((row) => ({
    banner_id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    banner_image: bannerImagePath(row.id),
    link: row.link,
  }));
}
