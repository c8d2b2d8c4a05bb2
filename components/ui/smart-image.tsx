'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
// clsx, not cn: tailwind-merge would add ~8 kB to every page that shows an image.
import { clsx } from 'clsx';

/**
 * next/image that shows itself blurred until loaded, for images without a blur placeholder of
 * their own (news images from the CMS; our illustrations use IllustrationImage). A failed load is
 * logged and the image is shown un-blurred (the browser's broken-image box with its alt text,
 * not a permanent blur).
 */
export function SmartImage({ className, onLoad, onError, alt, ...props }: ImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <Image
      {...props}
      alt={alt}
      data-state={state}
      className={clsx(
        'transition-[filter] duration-500 motion-reduce:transition-none',
        state === 'loading' && 'blur-md',
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
