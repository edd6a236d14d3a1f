export * from './session';
export * from './market';
export * from './cart';
