import { checkCells } from './cells'
import { CMS_ROWS } from './cmsRows'

checkCells(CMS_ROWS)
