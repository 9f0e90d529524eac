export function setRealPasswordCost(real: boolean): void
