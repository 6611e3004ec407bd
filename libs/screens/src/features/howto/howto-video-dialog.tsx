// The how-to page's video player, a module of its own so the page loads it (and the kit's modal stack) after its
// first render instead of before it (see HowtoPage).
import { VideoPlayerModal, type VideoPlayerModalProps } from '@wallet/ui-kit';

export default function HowtoVideoDialog(props: VideoPlayerModalProps) {
  return <VideoPlayerModal {...props} />;
}
