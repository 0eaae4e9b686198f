export * from './SocketProvider';
