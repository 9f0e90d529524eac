import * as migration_20261121_114036_initial from './20261121_114036_initial'
import * as migration_20261121_114100_rate_limits from './20261121_114100_rate_limits'
import * as migration_20261122_044830_review_dashboard from './20261122_044830_review_dashboard'
import * as migration_20261122_044900_mail_outbox_and_admin_indexes from './20261122_044900_mail_outbox_and_admin_indexes'
import * as migration_20261122_052644_editor_role_and_article_order from './20261122_052644_editor_role_and_article_order'
import * as migration_20261122_060802_email_confirmation_fields from './20261122_060802_email_confirmation_fields'
import * as migration_20261122_060900_login_throttle_and_email_confirmation from './20261122_060900_login_throttle_and_email_confirmation'
import * as migration_20261122_184227_content_pages_media_brand_forms from './20261122_184227_content_pages_media_brand_forms'
import * as migration_20261122_215418_dinners_bookings_tables from './20261122_215418_dinners_bookings_tables'
import * as migration_20261125_100000_outbox_claim_token from './20261125_100000_outbox_claim_token'
import * as migration_20261125_103324_media_object_storage from './20261125_103324_media_object_storage'
import * as migration_20261126_080000_outbox_html_calendar from './20261126_080000_outbox_html_calendar'
import * as migration_20261126_081000_calendar_invitations from './20261126_081000_calendar_invitations'
import * as migration_20261126_082000_calendar_feeds from './20261126_082000_calendar_feeds'
import * as migration_20261126_083000_booking_reminders from './20261126_083000_booking_reminders'
import * as migration_20261126_090000_waitlist_offers from './20261126_090000_waitlist_offers'
import * as migration_20261126_091524_waitlist_offer_hours from './20261126_091524_waitlist_offer_hours'
import * as migration_20261126_103520_dinner_cancelled from './20261126_103520_dinner_cancelled'
import * as migration_20261126_103607_booking_guest from './20261126_103607_booking_guest'
import * as migration_20261126_110000_dinner_mail_log from './20261126_110000_dinner_mail_log'
import * as migration_20261126_145052_booking_attendance from './20261126_145052_booking_attendance'
import * as migration_20261126_165530_attendance_contests_and_policy from './20261126_165530_attendance_contests_and_policy'
import * as migration_20261126_180000_dinner_feedback from './20261126_180000_dinner_feedback'
import * as migration_20261126_181500_conduct_reports from './20261126_181500_conduct_reports'
import * as migration_20261126_182040_feedback_comment_retention from './20261126_182040_feedback_comment_retention'
import * as migration_20261126_200000_revoir from './20261126_200000_revoir'
import * as migration_20261126_210000_blind_mail_and_one_report from './20261126_210000_blind_mail_and_one_report'
import * as migration_20261127_000000_tables_out_of_bounds from './20261127_000000_tables_out_of_bounds'
import * as migration_20261127_100000_application_decisions from './20261127_100000_application_decisions'
import * as migration_20261127_110000_guest_notes from './20261127_110000_guest_notes'
import * as migration_20261127_120000_audit_log from './20261127_120000_audit_log'
import * as migration_20261127_130000_newsletter from './20261127_130000_newsletter'
import * as migration_20261206_062429_named_to_tablemates from './20261206_062429_named_to_tablemates'
import * as migration_20261206_100000_mail_outbox_retention from './20261206_100000_mail_outbox_retention'
import * as migration_20261206_110000_report_categories from './20261206_110000_report_categories'
import * as migration_20261206_120000_kept_after_erasure from './20261206_120000_kept_after_erasure'
import * as migration_20261206_130000_job_queue_workers from './20261206_130000_job_queue_workers'
import * as migration_20261206_140000_kept_keys_until_carried_over from './20261206_140000_kept_keys_until_carried_over'
import * as migration_20261207_010000_calendar_feed_sealed from './20261207_010000_calendar_feed_sealed'
import * as migration_20261208_010000_memberships from './20261208_010000_memberships'
import * as migration_20261208_030000_kept_billing_records from './20261208_030000_kept_billing_records'
import * as migration_20261209_020000_failed_payments from './20261209_020000_failed_payments'
import * as migration_20261209_021000_renewal_notices from './20261209_021000_renewal_notices'
import * as migration_20261209_030000_membership_pauses from './20261209_030000_membership_pauses'
import * as migration_20261210_010000_retention_offers from './20261210_010000_retention_offers'
import * as migration_20261210_030000_next_plan from './20261210_030000_next_plan'
import * as migration_20261211_010000_dinner_alerts from './20261211_010000_dinner_alerts'
import * as migration_20261212_010000_sponsorship from './20261212_010000_sponsorship'
import * as migration_20261213_010000_no_show_fees from './20261213_010000_no_show_fees'
import * as migration_20261214_010000_evening_hosts from './20261214_010000_evening_hosts'
import * as migration_20261215_010000_mail_claimers from './20261215_010000_mail_claimers'
import * as migration_20261216_010000_journal_indexes from './20261216_010000_journal_indexes'

export const migrations = [
  {
    up: migration_20261121_114036_initial.up,
    down: migration_20261121_114036_initial.down,
    name: '20261121_114036_initial',
  },
  {
    up: migration_20261121_114100_rate_limits.up,
    down: migration_20261121_114100_rate_limits.down,
    name: '20261121_114100_rate_limits',
  },
  {
    up: migration_20261122_044830_review_dashboard.up,
    down: migration_20261122_044830_review_dashboard.down,
    name: '20261122_044830_review_dashboard',
  },
  {
    up: migration_20261122_044900_mail_outbox_and_admin_indexes.up,
    down: migration_20261122_044900_mail_outbox_and_admin_indexes.down,
    name: '20261122_044900_mail_outbox_and_admin_indexes',
  },
  {
    up: migration_20261122_052644_editor_role_and_article_order.up,
    down: migration_20261122_052644_editor_role_and_article_order.down,
    name: '20261122_052644_editor_role_and_article_order',
  },
  {
    up: migration_20261122_060802_email_confirmation_fields.up,
    down: migration_20261122_060802_email_confirmation_fields.down,
    name: '20261122_060802_email_confirmation_fields',
  },
  {
    up: migration_20261122_060900_login_throttle_and_email_confirmation.up,
    down: migration_20261122_060900_login_throttle_and_email_confirmation.down,
    name: '20261122_060900_login_throttle_and_email_confirmation',
  },
  {
    up: migration_20261122_184227_content_pages_media_brand_forms.up,
    down: migration_20261122_184227_content_pages_media_brand_forms.down,
    name: '20261122_184227_content_pages_media_brand_forms',
  },
  {
    up: migration_20261122_215418_dinners_bookings_tables.up,
    down: migration_20261122_215418_dinners_bookings_tables.down,
    name: '20261122_215418_dinners_bookings_tables',
  },
  {
    up: migration_20261125_100000_outbox_claim_token.up,
    down: migration_20261125_100000_outbox_claim_token.down,
    name: '20261125_100000_outbox_claim_token',
  },
  {
    up: migration_20261125_103324_media_object_storage.up,
    down: migration_20261125_103324_media_object_storage.down,
    name: '20261125_103324_media_object_storage',
  },
  {
    up: migration_20261126_080000_outbox_html_calendar.up,
    down: migration_20261126_080000_outbox_html_calendar.down,
    name: '20261126_080000_outbox_html_calendar',
  },
  {
    up: migration_20261126_081000_calendar_invitations.up,
    down: migration_20261126_081000_calendar_invitations.down,
    name: '20261126_081000_calendar_invitations',
  },
  {
    up: migration_20261126_082000_calendar_feeds.up,
    down: migration_20261126_082000_calendar_feeds.down,
    name: '20261126_082000_calendar_feeds',
  },
  {
    up: migration_20261126_083000_booking_reminders.up,
    down: migration_20261126_083000_booking_reminders.down,
    name: '20261126_083000_booking_reminders',
  },
  {
    up: migration_20261126_090000_waitlist_offers.up,
    down: migration_20261126_090000_waitlist_offers.down,
    name: '20261126_090000_waitlist_offers',
  },
  {
    up: migration_20261126_091524_waitlist_offer_hours.up,
    down: migration_20261126_091524_waitlist_offer_hours.down,
    name: '20261126_091524_waitlist_offer_hours',
  },
  {
    up: migration_20261126_103520_dinner_cancelled.up,
    down: migration_20261126_103520_dinner_cancelled.down,
    name: '20261126_103520_dinner_cancelled',
  },
  {
    up: migration_20261126_103607_booking_guest.up,
    down: migration_20261126_103607_booking_guest.down,
    name: '20261126_103607_booking_guest',
  },
  {
    up: migration_20261126_110000_dinner_mail_log.up,
    down: migration_20261126_110000_dinner_mail_log.down,
    name: '20261126_110000_dinner_mail_log',
  },
  {
    up: migration_20261126_145052_booking_attendance.up,
    down: migration_20261126_145052_booking_attendance.down,
    name: '20261126_145052_booking_attendance',
  },
  {
    up: migration_20261126_165530_attendance_contests_and_policy.up,
    down: migration_20261126_165530_attendance_contests_and_policy.down,
    name: '20261126_165530_attendance_contests_and_policy',
  },
  {
    up: migration_20261126_180000_dinner_feedback.up,
    down: migration_20261126_180000_dinner_feedback.down,
    name: '20261126_180000_dinner_feedback',
  },
  {
    up: migration_20261126_181500_conduct_reports.up,
    down: migration_20261126_181500_conduct_reports.down,
    name: '20261126_181500_conduct_reports',
  },
  {
    up: migration_20261126_182040_feedback_comment_retention.up,
    down: migration_20261126_182040_feedback_comment_retention.down,
    name: '20261126_182040_feedback_comment_retention',
  },
  {
    up: migration_20261126_200000_revoir.up,
    down: migration_20261126_200000_revoir.down,
    name: '20261126_200000_revoir',
  },
  {
    up: migration_20261126_210000_blind_mail_and_one_report.up,
    down: migration_20261126_210000_blind_mail_and_one_report.down,
    name: '20261126_210000_blind_mail_and_one_report',
  },
  {
    up: migration_20261127_000000_tables_out_of_bounds.up,
    down: migration_20261127_000000_tables_out_of_bounds.down,
    name: '20261127_000000_tables_out_of_bounds',
  },
  {
    up: migration_20261127_100000_application_decisions.up,
    down: migration_20261127_100000_application_decisions.down,
    name: '20261127_100000_application_decisions',
  },
  {
    up: migration_20261127_110000_guest_notes.up,
    down: migration_20261127_110000_guest_notes.down,
    name: '20261127_110000_guest_notes',
  },
  {
    up: migration_20261127_120000_audit_log.up,
    down: migration_20261127_120000_audit_log.down,
    name: '20261127_120000_audit_log',
  },
  {
    up: migration_20261127_130000_newsletter.up,
    down: migration_20261127_130000_newsletter.down,
    name: '20261127_130000_newsletter',
  },
  {
    up: migration_20261206_062429_named_to_tablemates.up,
    down: migration_20261206_062429_named_to_tablemates.down,
    name: '20261206_062429_named_to_tablemates',
  },
  {
    up: migration_20261206_100000_mail_outbox_retention.up,
    down: migration_20261206_100000_mail_outbox_retention.down,
    name: '20261206_100000_mail_outbox_retention',
  },
  {
    up: migration_20261206_110000_report_categories.up,
    down: migration_20261206_110000_report_categories.down,
    name: '20261206_110000_report_categories',
  },
  {
    up: migration_20261206_120000_kept_after_erasure.up,
    down: migration_20261206_120000_kept_after_erasure.down,
    name: '20261206_120000_kept_after_erasure',
  },
  {
    up: migration_20261206_130000_job_queue_workers.up,
    down: migration_20261206_130000_job_queue_workers.down,
    name: '20261206_130000_job_queue_workers',
  },
  {
    up: migration_20261206_140000_kept_keys_until_carried_over.up,
    down: migration_20261206_140000_kept_keys_until_carried_over.down,
    name: '20261206_140000_kept_keys_until_carried_over',
  },
  {
    up: migration_20261207_010000_calendar_feed_sealed.up,
    down: migration_20261207_010000_calendar_feed_sealed.down,
    name: '20261207_010000_calendar_feed_sealed',
  },
  {
    up: migration_20261208_010000_memberships.up,
    down: migration_20261208_010000_memberships.down,
    name: '20261208_010000_memberships',
  },
  {
    up: migration_20261208_030000_kept_billing_records.up,
    down: migration_20261208_030000_kept_billing_records.down,
    name: '20261208_030000_kept_billing_records',
  },
  {
    up: migration_20261209_020000_failed_payments.up,
    down: migration_20261209_020000_failed_payments.down,
    name: '20261209_020000_failed_payments',
  },
  {
    up: migration_20261209_021000_renewal_notices.up,
    down: migration_20261209_021000_renewal_notices.down,
    name: '20261209_021000_renewal_notices',
  },
  {
    up: migration_20261209_030000_membership_pauses.up,
    down: migration_20261209_030000_membership_pauses.down,
    name: '20261209_030000_membership_pauses',
  },
  {
    up: migration_20261210_010000_retention_offers.up,
    down: migration_20261210_010000_retention_offers.down,
    name: '20261210_010000_retention_offers',
  },
  {
    up: migration_20261210_030000_next_plan.up,
    down: migration_20261210_030000_next_plan.down,
    name: '20261210_030000_next_plan',
  },
  {
    up: migration_20261211_010000_dinner_alerts.up,
    down: migration_20261211_010000_dinner_alerts.down,
    name: '20261211_010000_dinner_alerts',
  },
  {
    up: migration_20261212_010000_sponsorship.up,
    down: migration_20261212_010000_sponsorship.down,
    name: '20261212_010000_sponsorship',
  },
  {
    up: migration_20261213_010000_no_show_fees.up,
    down: migration_20261213_010000_no_show_fees.down,
    name: '20261213_010000_no_show_fees',
  },
  {
    up: migration_20261214_010000_evening_hosts.up,
    down: migration_20261214_010000_evening_hosts.down,
    name: '20261214_010000_evening_hosts',
  },
  {
    up: migration_20261215_010000_mail_claimers.up,
    down: migration_20261215_010000_mail_claimers.down,
    name: '20261215_010000_mail_claimers',
  },
  {
    up: migration_20261216_010000_journal_indexes.up,
    down: migration_20261216_010000_journal_indexes.down,
    name: '20261216_010000_journal_indexes',
  },
]
