export * from './SocketProvider';
export * from './ack';
