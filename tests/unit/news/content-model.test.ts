/**
 * @jest-environment node
 *
 * The content model as code (contentful/migrations/news-content-model.ts) against the demo
 * export (content/news/space-export.json), which seeds new spaces with the same model.
 *
 * Contentful cannot be reached from tests, so the migration function runs against a stand-in
 * of contentful-migration's `migration` builder that records every call, and a `makeRequest`
 * that answers as an empty space (everything is created) or as a space that already has the
 * model (everything is edited). What the recording describes is what Contentful would get.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugPattern as possibleSlug } from '@/lib/news/slug';

type Validation = Record<string, unknown>;
type FieldOptions = {
  name?: string;
  type?: string;
  linkType?: string;
  localized?: boolean;
  required?: boolean;
  validations?: Validation[];
  items?: { type: string; linkType?: string; validations?: Validation[] };
};
type RecordedType = {
  mode: 'create' | 'edit';
  options: { name?: string; description?: string };
  displayField?: string;
  fields: Map<string, FieldOptions & { mode: 'create' | 'edit' }>;
  controls: [string, string, string][];
};
type Migrate = (
  migration: unknown,
  context: { makeRequest: (request: { method: string; url: string }) => Promise<unknown> },
) => Promise<void>;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { default: migrate } = require('../../../contentful/migrations/news-content-model.ts') as {
  default: Migrate;
};

type ExportField = FieldOptions & { id: string };
type ExportType = {
  sys: { id: string };
  name: string;
  displayField: string;
  fields: ExportField[];
};
const spaceExport = JSON.parse(
  readFileSync(join(process.cwd(), 'content/news/space-export.json'), 'utf8'),
) as {
  contentTypes: ExportType[];
  entries: {
    sys: { id: string; contentType: { sys: { id: string } } };
    fields: Record<string, Record<string, unknown>>;
  }[];
  assets: {
    sys: { id: string };
    fields: {
      file: Record<
        string,
        {
          contentType: string;
          details: { size?: number; image?: { width: number; height: number } };
        }
      >;
    };
  }[];
};

/** Runs the migration against the recording builder; `existing` are the space's types. */
async function record(existing: ExportType[] = []) {
  const types = new Map<string, RecordedType>();
  const requests: string[] = [];
  const builder =
    (mode: RecordedType['mode']) =>
    (id: string, options = {}) => {
      if (types.has(id)) throw new Error(`${id} is created or edited twice`);
      const type: RecordedType = { mode, options, fields: new Map(), controls: [] };
      types.set(id, type);
      const api = {
        createField: (fieldId: string, field: FieldOptions) => {
          type.fields.set(fieldId, { ...field, mode: 'create' });
        },
        editField: (fieldId: string, field: FieldOptions) => {
          type.fields.set(fieldId, { ...field, mode: 'edit' });
        },
        displayField: (fieldId: string) => {
          if (!type.fields.has(fieldId)) throw new Error(`${id}: display field ${fieldId} unknown`);
          type.displayField = fieldId;
        },
        changeFieldControl: (fieldId: string, namespace: string, widget: string) => {
          type.controls.push([fieldId, namespace, widget]);
        },
      };
      return api;
    };
  const migration = {
    createContentType: builder('create'),
    editContentType: builder('edit'),
  };
  await migrate(migration, {
    makeRequest: async ({ method, url }) => {
      requests.push(`${method} ${url}`);
      return { items: existing };
    },
  });
  return { types, requests };
}

const linkTypesOf = (field: FieldOptions) =>
  (field.items?.validations ?? field.validations ?? [])
    .map((validation) => validation.linkContentType)
    .filter(Boolean);

/** The parts of a field both sides must agree on. */
const shape = (field: FieldOptions) => ({
  type: field.type,
  linkType: field.linkType,
  itemsType: field.items?.type,
  itemsLinkType: field.items?.linkType,
  localized: field.localized ?? false,
  required: field.required ?? false,
  linkContentTypes: linkTypesOf(field),
});

describe('the content model migration', () => {
  it('creates the four content types the site reads, with the fields of the demo export', async () => {
    const { types, requests } = await record();
    expect(requests).toEqual([expect.stringMatching(/^GET \/content_types\?sys\.id\[in\]=/)]);
    expect([...types.keys()].sort()).toEqual(
      spaceExport.contentTypes.map((type) => type.sys.id).sort(),
    );
    for (const exported of spaceExport.contentTypes) {
      const created = types.get(exported.sys.id);
      expect(created?.mode).toBe('create');
      expect(created?.options.name).toBe(exported.name);
      expect(created?.displayField).toBe(exported.displayField);
      // Same field ids in the same order (the editor shows them in this order).
      expect([...(created?.fields.keys() ?? [])]).toEqual(exported.fields.map((field) => field.id));
      for (const field of exported.fields) {
        const migrated = created?.fields.get(field.id);
        expect({ id: field.id, ...shape(migrated ?? {}) }).toEqual({
          id: field.id,
          ...shape(field),
        });
        expect(migrated?.mode).toBe('create');
      }
    }
  });

  it('edits what an existing space has, never re-declaring a field type', async () => {
    const { types } = await record(spaceExport.contentTypes);
    for (const type of types.values()) {
      expect(type.mode).toBe('edit');
      for (const field of type.fields.values()) {
        expect(field.mode).toBe('edit');
        expect(field.type).toBeUndefined();
        expect(field.linkType).toBeUndefined();
      }
    }
  });

  it('keeps the content model rules: unique, pattern-checked slug, required title and date, image limits, URL canonical', async () => {
    const post = (await record()).types.get('pageBlogPost');
    const slug = post?.fields.get('slug');
    expect(slug?.validations).toEqual(
      expect.arrayContaining([
        { unique: true },
        expect.objectContaining({ regexp: expect.anything() }),
      ]),
    );
    expect(post?.fields.get('title')?.required).toBe(true);
    expect(post?.fields.get('publishedDate')?.required).toBe(true);
    const featured = post?.fields.get('featuredImage')?.validations ?? [];
    expect(featured.map((validation) => Object.keys(validation)[0])).toEqual([
      'linkMimetypeGroup',
      'assetImageDimensions',
      'assetFileSize',
    ]);
    expect(post?.controls).toContainEqual(['slug', 'builtin', 'slugEditor']);
  });
});

/** The demo content obeys the migration's rules, so seeding a space with it cannot fail. */
describe('the demo content under the migration rules', () => {
  const locale = 'en-US';
  const assets = new Map(
    spaceExport.assets.map((asset) => [asset.sys.id, asset.fields.file[locale]]),
  );
  const patternOf = (field: FieldOptions | undefined) => {
    const regexp = field?.validations?.find((validation) => 'regexp' in validation)?.regexp as
      { pattern: string } | undefined;
    if (!regexp) throw new Error('no pattern');
    return new RegExp(regexp.pattern);
  };

  it('every slug and canonical URL matches its pattern, and slugs are unique', async () => {
    const { types } = await record();
    const slugPattern = patternOf(types.get('pageBlogPost')?.fields.get('slug'));
    const urlPattern = patternOf(types.get('componentSeo')?.fields.get('canonicalUrl'));
    const posts = spaceExport.entries.filter((e) => e.sys.contentType.sys.id === 'pageBlogPost');
    const slugs = posts.map((entry) => String(entry.fields.slug?.[locale]));
    expect(slugs.length).toBeGreaterThan(0);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(slugPattern);
    for (const bad of ['Year-End', 'year--end', '-year', 'year end', 'år-slut']) {
      expect(bad).not.toMatch(slugPattern);
    }
    // The site answers 404 to any other slug without asking the CMS: the same rule.
    expect(possibleSlug.source).toBe(slugPattern.source);
    const canonicals = spaceExport.entries.flatMap((entry) =>
      entry.fields.canonicalUrl ? [String(entry.fields.canonicalUrl[locale])] : [],
    );
    expect(canonicals.length).toBeGreaterThan(0);
    for (const url of canonicals) expect(url).toMatch(urlPattern);
    for (const bad of [
      'insights.solvik.example/a',
      'http://solvik.example/a',
      'https://a b.example/',
      'javascript:alert(1)',
    ]) {
      expect(bad).not.toMatch(urlPattern);
    }
  });

  it('every linked image, text length and required field passes', async () => {
    const { types } = await record();
    const problems: string[] = [];
    for (const entry of spaceExport.entries) {
      const type = types.get(entry.sys.contentType.sys.id);
      for (const [fieldId, field] of type?.fields ?? []) {
        const value = entry.fields[fieldId]?.[locale];
        if (value === undefined) {
          if (field.required) problems.push(`${entry.sys.id}.${fieldId} is required`);
          continue;
        }
        const rules = [...(field.validations ?? []), ...(field.items?.validations ?? [])];
        const values = Array.isArray(value) ? value : [value];
        for (const rule of rules) {
          const size = rule.size as { max?: number } | undefined;
          if (size?.max !== undefined) {
            const length = Array.isArray(value) ? value.length : String(value).length;
            if (length > size.max)
              problems.push(`${entry.sys.id}.${fieldId} is longer than ${size.max}`);
          }
          const dimensions = rule.assetImageDimensions as
            { width?: { min?: number; max?: number }; height?: { min?: number } } | undefined;
          if (!dimensions) continue;
          for (const item of values as { sys: { id: string } }[]) {
            const image = assets.get(item.sys.id)?.details.image;
            if (!image) {
              problems.push(`${entry.sys.id}.${fieldId} links a missing asset`);
              continue;
            }
            const { width, height } = dimensions;
            if (
              image.width < (width?.min ?? 0) ||
              image.width > (width?.max ?? Infinity) ||
              image.height < (height?.min ?? 0)
            ) {
              problems.push(
                `${entry.sys.id}.${fieldId}: ${image.width}x${image.height} is outside the limits`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
