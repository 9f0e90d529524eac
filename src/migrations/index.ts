import * as migration_20261121_114036_initial from './20261121_114036_initial'
import * as migration_20261121_114100_rate_limits from './20261121_114100_rate_limits'

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
]
