// A store's Ask AI switch, as the list the platform returns (empty when the store has none).
import type { AiConfiguration } from '../../contracts/cfs.ts';
import type { Queryable } from '../db/db.ts';

export function loadAiConfiguration(db: Queryable, storeId: number): Promise<AiConfiguration[]> {
  return db.query<AiConfiguration>('SELECT ask_ai FROM ai_configurations WHERE store_id = $1', [storeId]);
}
