import type { useContentfulInspectorMode } from '@contentful/live-preview/react';

type Inspect = ReturnType<typeof useContentfulInspectorMode>;

/** The `data-contentful-*` attributes that let a click open this field in Contentful's editor. */
export function fieldTag(inspect: Inspect, fieldId: string, entryId?: string) {
  if (!entryId) return {};
  return inspect({ fieldId, entryId }) ?? {};
}
