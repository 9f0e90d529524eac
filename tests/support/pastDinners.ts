/**
 * `$2` dinners held a week apart before today (the latest a week ago, « Dîner passé n° 1 »), the
 * place of the member whose address is `$1` at each marked present: years in the club written in
 * bulk, as no test could book them one by one. Returns one row per booking.
 */
export const PAST_DINNERS_SQL = `
  WITH held AS (
    INSERT INTO dinners (title, theme, starts_at, city, venue_name, venue_address, seats, status)
    SELECT 'Dîner passé n° ' || n, 'politics-democracy', now() - make_interval(days => 7 * n), 'Paris', 'Le Salon Vert',
           '12 rue Secrète, 75003 Paris', 8, 'done'
      FROM generate_series(1, $2::int) AS n RETURNING id, starts_at)
  INSERT INTO bookings (dinner_id, member_id, status, attendance, attendance_marked_at, created_at)
  SELECT held.id, u.id, 'attended', 'present', held.starts_at + interval '3 hours', held.starts_at - interval '10 days'
    FROM held, users u WHERE u.email = $1
  RETURNING id`
