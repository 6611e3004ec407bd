// How-to video player in a modal: native controls, optional captions, stops playing when closed.
import { isSafeUrl } from '../domain-bridge';
import { ModalDialog } from '../modal-dialog/modal-dialog';

export interface VideoPlayerModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Video URL; nothing plays unless it is a safe http(s) URL. */
  src: string;
  poster?: string;
  /** WebVTT captions and their language (BCP 47, e.g. "th"). */
  captions?: { src: string; lang: string; label: string };
  /** Shown instead of the player when the URL is refused. */
  unavailableText?: string;
  autoPlay?: boolean;
}

/** Full-width video in a dialog; unmounting the video on close stops playback. */
export function VideoPlayerModal({
  open,
  onClose,
  title,
  src,
  poster,
  captions,
  unavailableText,
  autoPlay = false,
}: VideoPlayerModalProps) {
  const playable = isSafeUrl(src);
  return (
    <ModalDialog open={open} onClose={onClose} title={title} className="wk-video-modal">
      {playable ? (
        // The captions track is rendered whenever the server provides one (the rule cannot see the condition).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="wk-video"
          src={src}
          poster={poster && isSafeUrl(poster) ? poster : undefined}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
        >
          {captions && isSafeUrl(captions.src) ? (
            <track
              kind="captions"
              src={captions.src}
              srcLang={captions.lang}
              label={captions.label}
              default
            />
          ) : null}
        </video>
      ) : (
        <p className="wk-video__unavailable">{unavailableText ?? title}</p>
      )}
    </ModalDialog>
  );
}
