export * from './block';
export * from './parse';
export * from './write';
export * from './summary';
export * from './note-text';
