export {
  createMediaHandler,
  type MediaHandler,
  type MediaHandlerOptions,
  type RenderReport,
} from './createMediaHandler';
export { MediaError, type MediaErrorCode } from './mediaError';
