/** Bench entry for journal blocks: the writer, the parser and the renderer, bundled as shipped. */
export { bundledContent } from '../src/content/bundled';
export { writeBlockBody, blockToData } from '../src/journal/write';
export { parseBlock } from '../src/journal/parse';
export { renderBlockSource } from '../src/render/render-block';
