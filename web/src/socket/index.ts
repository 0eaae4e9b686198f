export * from './SocketProvider';
export * from './ack';
export * from './roomWatches';
