export { VideoPlayerModal } from './video-player-modal';
export type { VideoPlayerModalProps } from './video-player-modal';
