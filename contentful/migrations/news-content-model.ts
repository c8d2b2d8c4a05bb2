/**
 * The content model the site reads (lib/news/raw-types.ts), as code: post, author, SEO and
 * rich image, with the rules that keep a post publishable. Run it with
 * `npm run contentful:migrate` (scripts/contentful-migrate.ts); it creates what is missing
 * and brings what exists up to date, so it can run again on any space.
 *
 * This is the one place the model is written: scripts/build-space-export.ts builds the
 * demo export's content types (content/news/space-export.json) from `contentTypes`, and
 * tests/unit/news/content-model.test.ts checks the export against it.
 *
 * Two locales (en-US, the default, and sv-SE, falling back to en-US: docs/news.md): the text a
 * reader sees is `localized` (title, short description, body, SEO title and description, rich
 * image caption; assets' titles and descriptions, the alt texts, are localized by Contentful
 * itself). Slugs, dates, links, author names and SEO switches are the same in both languages.
 */
import type Migration from 'contentful-migration';
import type { IFieldOptions, IValidation, MigrationContext } from 'contentful-migration';

const MB = 1024 * 1024;

/** Web images only: what the Images API resizes and every browser shows. */
const webImage = (
  dimensions: { width: { min: number; max: number }; height?: { min: number } },
  maxBytes: number,
): IValidation[] => [
  { linkMimetypeGroup: ['image'], message: 'Choose an image.' },
  {
    // Contentful takes a width alone; contentful-migration's types ask for both.
    assetImageDimensions: dimensions as IValidation['assetImageDimensions'],
    message: `The image must be at least ${dimensions.width.min} pixels wide${
      dimensions.height ? ` and ${dimensions.height.min} pixels high` : ''
    }.`,
  },
  {
    assetFileSize: { max: maxBytes },
    message: `The image file must be at most ${maxBytes / MB} MB.`,
  },
];

const slugPattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** An absolute https URL without spaces: a canonical URL must be one. */
const urlPattern = '^https://[a-z0-9.-]+\\.[a-z]{2,}(?::\\d+)?(?:/[^\\s]*)?$';

/** A content type as this file writes it: its fields, and the editor controls it sets. */
type ContentTypeDefinition = {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: (IFieldOptions & { id: string })[];
  /** Built-in editors for fields (the slug's builds it from the title). */
  controls?: { fieldId: string; widgetId: 'slugEditor' }[];
};

export const contentTypes: ContentTypeDefinition[] = [
  {
    id: 'pageBlogPost',
    name: 'Page - Blog post',
    description: 'A news article shown at /news/{slug}.',
    displayField: 'internalName',
    fields: [
      { id: 'internalName', name: 'Internal name', type: 'Symbol', required: true },
      {
        id: 'title',
        name: 'Title',
        type: 'Symbol',
        localized: true,
        required: true,
        validations: [{ size: { max: 120 }, message: 'Keep the title under 120 characters.' }],
      },
      {
        id: 'slug',
        name: 'Slug',
        type: 'Symbol',
        required: true,
        validations: [
          { unique: true },
          {
            regexp: { pattern: slugPattern },
            message: 'Lower-case letters, digits and single hyphens only, such as year-end-2026.',
          },
        ],
      },
      {
        id: 'shortDescription',
        name: 'Short description',
        type: 'Text',
        localized: true,
        validations: [{ size: { max: 300 }, message: 'Keep the card text under 300 characters.' }],
      },
      { id: 'publishedDate', name: 'Published date', type: 'Date', required: true },
      {
        id: 'author',
        name: 'Author',
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: ['componentAuthor'] }],
      },
      {
        id: 'featuredImage',
        name: 'Featured image',
        type: 'Link',
        linkType: 'Asset',
        validations: webImage({ width: { min: 1200, max: 6000 }, height: { min: 500 } }, 5 * MB),
      },
      {
        id: 'content',
        name: 'Content',
        type: 'RichText',
        localized: true,
        validations: [
          {
            nodes: {
              'embedded-entry-block': [{ linkContentType: ['componentRichImage'] }],
              'entry-hyperlink': [{ linkContentType: ['pageBlogPost'] }],
            },
          },
        ],
      },
      {
        id: 'seoFields',
        name: 'SEO fields',
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: ['componentSeo'] }],
      },
      {
        id: 'relatedBlogPosts',
        name: 'Related blog posts',
        type: 'Array',
        items: {
          type: 'Link',
          linkType: 'Entry',
          validations: [{ linkContentType: ['pageBlogPost'] }],
        },
        validations: [{ size: { max: 4 }, message: 'At most four related posts.' }],
      },
    ],
    controls: [{ fieldId: 'slug', widgetId: 'slugEditor' }],
  },
  {
    id: 'componentAuthor',
    name: 'Component - Author',
    description: 'The person shown on a post.',
    displayField: 'name',
    fields: [
      { id: 'internalName', name: 'Internal name', type: 'Symbol' },
      { id: 'name', name: 'Name', type: 'Symbol', required: true },
      {
        id: 'avatar',
        name: 'Avatar',
        type: 'Link',
        linkType: 'Asset',
        validations: webImage({ width: { min: 160, max: 2000 }, height: { min: 160 } }, 1 * MB),
      },
    ],
  },
  {
    id: 'componentRichImage',
    name: 'Component - Rich image',
    description: 'An image with a caption inside a post body.',
    displayField: 'internalName',
    fields: [
      { id: 'internalName', name: 'Internal name', type: 'Symbol' },
      {
        id: 'image',
        name: 'Image',
        type: 'Link',
        linkType: 'Asset',
        required: true,
        validations: webImage({ width: { min: 800, max: 6000 } }, 5 * MB),
      },
      { id: 'caption', name: 'Caption', type: 'Symbol', localized: true },
      { id: 'fullWidth', name: 'Full width', type: 'Boolean' },
    ],
  },
  {
    id: 'componentSeo',
    name: 'Component - SEO',
    description: 'Search and social settings of a page.',
    displayField: 'internalName',
    fields: [
      { id: 'internalName', name: 'Internal name', type: 'Symbol' },
      {
        id: 'pageTitle',
        name: 'Page title',
        type: 'Symbol',
        localized: true,
        validations: [
          { size: { max: 70 }, message: 'Search results cut titles after about 60 characters.' },
        ],
      },
      {
        id: 'pageDescription',
        name: 'Page description',
        type: 'Symbol',
        localized: true,
        validations: [
          {
            size: { max: 160 },
            message: 'Search results cut descriptions after about 155 characters.',
          },
        ],
      },
      {
        id: 'canonicalUrl',
        name: 'Canonical URL',
        type: 'Symbol',
        validations: [
          {
            regexp: { pattern: urlPattern },
            message: 'A full https:// address, such as https://www.example.com/article.',
          },
        ],
      },
      { id: 'noindex', name: 'noindex', type: 'Boolean' },
      { id: 'nofollow', name: 'nofollow', type: 'Boolean' },
      {
        id: 'shareImages',
        name: 'Share images',
        type: 'Array',
        items: {
          type: 'Link',
          linkType: 'Asset',
          validations: webImage({ width: { min: 1200, max: 6000 }, height: { min: 630 } }, 5 * MB),
        },
        validations: [{ size: { max: 4 } }],
      },
    ],
  },
];

/** What a field definition says, with the defaults Contentful would otherwise fill in. */
function fieldOptions(field: IFieldOptions & { id: string }) {
  const options: Partial<IFieldOptions> & { id?: string } = {
    localized: false,
    required: false,
    validations: [],
    ...field,
  };
  delete options.id;
  return options;
}

/**
 * Creates each content type and field that the space lacks and edits those it has. A field's
 * type cannot change once it exists, so an edit leaves type, linkType and items.type alone.
 */
export default async function migrate(migration: Migration, context?: MigrationContext) {
  // contentful-migration always passes it (its types leave it optional).
  if (!context) throw new Error("the migration needs contentful-migration's context");
  const { makeRequest } = context;
  const existing: { items?: { sys: { id: string }; fields: { id: string }[] }[] } =
    await makeRequest({
      method: 'GET',
      url: `/content_types?sys.id[in]=${contentTypes.map((type) => type.id).join(',')}&limit=100`,
    });
  const fieldsOf = new Map(
    (existing.items ?? []).map((item) => [
      item.sys.id,
      new Set(item.fields.map((field) => field.id)),
    ]),
  );

  for (const { id, name, description, displayField, fields, controls = [] } of contentTypes) {
    const known = fieldsOf.get(id);
    const type = known
      ? migration.editContentType(id, { name, description })
      : migration.createContentType(id, { name, description });
    for (const field of fields) {
      if (known?.has(field.id)) {
        const editable = fieldOptions(field);
        delete editable.type;
        delete editable.linkType;
        // An edit names no type (contentful-migration's types ask for one).
        type.editField(field.id, editable as IFieldOptions);
      } else {
        type.createField(field.id, fieldOptions(field) as IFieldOptions);
      }
    }
    // The display field must exist first: set it after the fields.
    type.displayField(displayField);
    for (const control of controls)
      type.changeFieldControl(control.fieldId, 'builtin', control.widgetId);
  }
}
