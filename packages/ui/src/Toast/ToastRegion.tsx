import type { Ref } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { toneIcons } from '../Icon/toneIcons';
import type { Tone } from '../theme';
import { closeButton, closeIcon, content, icon, region, toast } from './Toast.css';

/** One message of the queue: its tone and text. */
export type ToastContent = { tone: Tone; message: string };

/**
 * The queue of {@link import('./Toast').ToastProvider}: one visible message at a time. Created
 * here, with the region, so that react-stately's toast queue loads with the first message too.
 */
export function createToastQueue(): AriaToastQueue<ToastContent> {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 1 });
}

/**
 * The landmark region of {@link import('./Toast').ToastProvider} and the message it shows: a
 * module of its own, loaded the first time a message shows.
 *
 * @param queue - the provider's queue (one visible message at a time)
 * @param regionRef - receives the region's element, to measure the room the message takes
 */
export function ToastRegion({
  queue,
  regionRef,
  'aria-label': ariaLabel,
  closeLabel,
}: {
  readonly queue: AriaToastQueue<ToastContent>;
  readonly regionRef: Ref<HTMLDivElement>;
  readonly 'aria-label': string;
  readonly closeLabel: string;
}) {
  return (
    <AriaToastRegion ref={regionRef} queue={queue} className={region} aria-label={ariaLabel}>
      {({ toast: item }) => (
        <AriaToast toast={item} className={toast({ tone: item.content.tone })}>
          <Icon name={toneIcons[item.content.tone]} className={icon({ tone: item.content.tone })} />
          <AriaToastContent className={content}>
            <Text slot="title">{item.content.message}</Text>
          </AriaToastContent>
          <AriaButton slot="close" aria-label={closeLabel} className={closeButton}>
            <Icon name="close" className={closeIcon} />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
