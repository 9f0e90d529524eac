import * as migration_20261121_114036_initial from './20261121_114036_initial'
import * as migration_20261121_114100_rate_limits from './20261121_114100_rate_limits'
import * as migration_20261122_044830_review_dashboard from './20261122_044830_review_dashboard'
import * as migration_20261122_044900_mail_outbox_and_admin_indexes from './20261122_044900_mail_outbox_and_admin_indexes'
import * as migration_20261122_052644_editor_role_and_article_order from './20261122_052644_editor_role_and_article_order'

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
]
