import type { Author } from '@/lib/news/types';
import { cn } from '@/lib/cn';
import { fallbackLangAttribute } from '@/lib/news/format';
import { NewsImage } from './news-image';

/** Avatar and name. The avatar is decorative: the name beside it says who it is. */
export function AuthorByline({ author, className }: { author: Author; className?: string }) {
  return (
    <span className={cn('flex items-center gap-3', className)}>
      {author.avatar && (
        <NewsImage
          image={author.avatar}
          alt=""
          sizes="40px"
          className="size-10 shrink-0 rounded-full object-cover"
        />
      )}
      <span className="font-medium text-neutral-800" {...fallbackLangAttribute(author.nameLang)}>
        {author.name}
      </span>
    </span>
  );
}
