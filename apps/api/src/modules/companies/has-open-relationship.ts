import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { relationships } from '../../db/schema.js';

/**
 * Whether `userId` has an open relationship (no `fecha_hasta`) with a company: the plans
 * service's rule that plan Codigo is only for them (Spec 02 §4 "Plan flow").
 */
export async function hasOpenRelationship(
  deps: { db: Db },
  input: { userId: string },
): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: relationships.id })
    .from(relationships)
    .where(and(eq(relationships.userId, input.userId), isNull(relationships.fechaHasta)))
    .limit(1);
  return row !== undefined;
}
