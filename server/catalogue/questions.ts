// GET questions/{productId}: shoppers' questions, newest first; unanswered ones have answer null.
import type { ProductQuestion } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { requireProduct } from './require-product.ts';

interface QuestionRow extends Omit<ProductQuestion, 'asked_at'> {
  asked_at: Date;
}

export async function loadQuestions(
  db: Queryable,
  storeId: number,
  productId: number,
): Promise<ProductQuestion[]> {
  await requireProduct(db, storeId, productId);
  const rows = await db.query<QuestionRow>(
    `SELECT id AS question_id, question, answer, asked_at FROM product_questions
     WHERE product_id = $1 ORDER BY asked_at DESC, id DESC`,
    [productId],
  );
  return rows.map((row) => ({ ...row, asked_at: new Date(row.asked_at).toISOString() }));
}
