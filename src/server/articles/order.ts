/**
 * The order of the articles (the first five active ones are the week's selection). Positions are
 * 1..n and unique (a constraint checked at the end of each statement); whatever changes them
 * takes this transaction-level advisory lock first, so two editors never interleave.
 */
export const ARTICLE_ORDER_LOCK = 7_310_001

/** Renumbers 1..n in the current order (ties broken by id). */
export const COMPACT_POSITIONS_SQL = `
  UPDATE articles AS a SET position = r.rn
    FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rn FROM articles) AS r
   WHERE a.id = r.id AND a.position IS DISTINCT FROM r.rn`
