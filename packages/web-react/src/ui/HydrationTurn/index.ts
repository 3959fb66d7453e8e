export { HydrationTurn, collectServerTurns, type HydrationTurnProps, type TurnProps } from './HydrationTurn.js';
