'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
// clsx, not cn: tailwind-merge would add ~8 kB to every page that shows an image.
import { clsx } from 'clsx';

/**
 * next/image that shows itself blurred until loaded. A failed load is logged and the image is
 * shown un-blurred (the browser's broken-image box with its alt text, not a permanent blur).
 *
 * Images with a blur placeholder (every statically imported illustration) are blurred by
 * next/image itself: the placeholder is a CSS background that the loaded file paints over, so a
 * hero is sharp the moment it arrives, not when the page's JavaScript has run. Images without
 * one (news images from the CMS) get a blur filter that comes off on `load`.
 */
export function SmartImage({ className, onLoad, onError, alt, ...props }: ImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const ownBlur = props.placeholder === undefined || props.placeholder === 'empty';
  return (
    <Image
      {...props}
      alt={alt}
      data-state={state}
      className={clsx(
        ownBlur && 'transition-[filter] duration-500 motion-reduce:transition-none',
        ownBlur && state === 'loading' && 'blur-md',
        className,
      )}
      onLoad={(event) => {
        setState('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        console.error(`Image failed to load: ${typeof props.src === 'string' ? props.src : alt}`);
        setState('failed');
        onError?.(event);
      }}
    />
  );
}
