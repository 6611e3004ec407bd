// How-to video player in a modal: native controls, optional captions, stops playing when closed.
import { useState, type SyntheticEvent } from 'react';
import { isSafeMediaUrl } from '../domain-bridge';
import { ModalDialog } from '../modal-dialog/modal-dialog';

export interface VideoPlayerModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Video URL: a safe http(s) URL or a root-relative path of the app ('/howto/wallet.mp4'); nothing else plays. */
  src: string;
  poster?: string;
  /** WebVTT captions and their language (BCP 47, e.g. "th"). */
  captions?: { src: string; lang: string; label: string };
  /** Shown instead of the player when the URL is refused or the video fails to load. */
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
  // The source that failed to load; closing the dialog forgets it, so opening it again tries once more.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!open && failedSrc !== null) setFailedSrc(null);
  const playable = isSafeMediaUrl(src) && failedSrc !== src;

  // Only the video's own media error counts (a failing captions track must not hide a playable video).
  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (event.target === event.currentTarget && event.currentTarget.error) setFailedSrc(src);
  };

  return (
    <ModalDialog open={open} onClose={onClose} title={title} className="wk-video-modal">
      {playable ? (
        // The captions track is rendered whenever the server provides one (the rule cannot see the condition).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="wk-video"
          src={src}
          poster={poster && isSafeMediaUrl(poster) ? poster : undefined}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
          onError={onError}
        >
          {captions && isSafeMediaUrl(captions.src) ? (
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
        <p className="wk-video__unavailable" role="status">
          {unavailableText ?? title}
        </p>
      )}
    </ModalDialog>
  );
}
