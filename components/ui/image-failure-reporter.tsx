'use client';

import { useEffect } from 'react';

/** The server-rendered images this reporter looks after: illustrations and news images. */
const REPORTED = 'img[data-illustration], img[data-news-image]';

/** Logs an image that could not load and takes its blurred placeholder away. */
function reportFailure(image: HTMLImageElement) {
  if (image.dataset.state === 'failed') return;
  image.dataset.state = 'failed';
  image.style.backgroundImage = 'none';
  console.error(`Image failed to load: ${image.currentSrc || image.src}`);
}

const isReported = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.matches(REPORTED);

/**
 * The one piece of script behind every illustration file and NewsImage: it catches their
 * `error` events (which do not bubble, hence the capture phase) on this and every later page,
 * and on mount the ones that failed before the page was hydrated.
 */
export function ImageFailureReporter() {
  useEffect(() => {
    document.querySelectorAll<HTMLImageElement>(REPORTED).forEach((image) => {
      if (image.complete && image.naturalWidth === 0) reportFailure(image);
    });
    const onError = (event: Event) => {
      if (isReported(event.target)) reportFailure(event.target);
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
