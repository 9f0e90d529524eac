/**
 * `= ANY(…)` of the member's own booking ids, the member's id as $1: a query about what followed
 * their dinners (feedback asked or given, « revoir » ticks) looks those rows up by booking, through
 * the table's key. Joined to bookings and filtered on the member instead, PostgreSQL either walked
 * every booking in id order until the member's (the newest ids) when the table held few rows, or
 * read the whole table and hashed it when it held many: 10 to 20 ms for a member of 200 dinners in
 * a club of 120,000 bookings, where this reads in under a millisecond. An array from a subquery
 * has no size the planner could misjudge, so the key is always used.
 */
export const OWN_BOOKING_IDS = 'ANY(ARRAY(SELECT id FROM bookings WHERE member_id = $1))'
