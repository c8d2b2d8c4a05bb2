'use client';

import { ContentfulLivePreviewProvider } from '@contentful/live-preview/react';
import type { ReactNode } from 'react';
import { contentfulApp } from '@/lib/security-headers';

export type LivePreviewSettings = { locale: string; space: string; environment: string };

/**
 * Starts Contentful's Live Preview SDK. Rendered only by the draft-mode routes: inside
 * Contentful's editor it receives the editor's changes and lets a click open a field; in a
 * plain tab it stays idle and the page is an ordinary preview.
 */
export function LivePreviewRoot({
  settings,
  children,
}: {
  settings: LivePreviewSettings;
  children: ReactNode;
}) {
  return (
    <ContentfulLivePreviewProvider
      locale={settings.locale}
      space={settings.space}
      environment={settings.environment}
      enableInspectorMode
      enableLiveUpdates
      // The one origin allowed to frame draft pages (lib/security-headers.ts).
      targetOrigin={[contentfulApp]}
    >
      {children}
    </ContentfulLivePreviewProvider>
  );
}
