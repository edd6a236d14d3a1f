export * from './greeting';
export * from './merchantEntry';
