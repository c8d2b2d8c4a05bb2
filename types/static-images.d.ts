// Types for static image imports (`import hero from '@/public/images/x.webp'`). Next writes the
// same reference into next-env.d.ts on build; this keeps `npm run typecheck` working before one.
/// <reference types="next/image-types/global" />
