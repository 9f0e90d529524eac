import { API_ROWS } from './apiRows'
import { checkCells } from './cells'

checkCells(API_ROWS)
