/**
 * Checks JSON-LD the way a search engine reads it: every block must parse, every node of a
 * type we use must carry the properties that type needs, and every `{ "@id" }` reference must
 * point at a node on the same page.
 */

export type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

const filled = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const typesOf = (node: JsonLdNode): string[] =>
  node['@type'] === undefined ? [] : [node['@type']].flat();

/** The properties each type we publish must carry. */
const requiredProperties: Record<string, readonly string[]> = {
  Organization: ['name', 'url', 'logo'],
  WebPage: ['name', 'url'],
  Service: ['name', 'provider'],
  FAQPage: ['mainEntity'],
  NewsArticle: ['headline', 'datePublished', 'author', 'image', 'publisher'],
};

/** Top-level nodes of every block: arrays and `@graph` are flattened. */
export function parseJsonLd(blocks: readonly string[]): {
  nodes: JsonLdNode[];
  problems: string[];
} {
  const nodes: JsonLdNode[] = [];
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch (error) {
      problems.push(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`);
      return;
    }
    for (const item of [data].flat()) {
      if (!isObject(item)) {
        problems.push(`JSON-LD block ${index + 1} holds a non-object`);
        continue;
      }
      const graph = item['@graph'];
      nodes.push(...(Array.isArray(graph) ? graph.filter(isObject) : [item]));
    }
  });
  return { nodes, problems };
}

function collectIds(value: unknown, ids: Set<string>, references: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, ids, references);
    return;
  }
  if (!isObject(value)) return;
  const id = value['@id'];
  if (typeof id === 'string') {
    // A node that is only an @id is a reference; one with anything else defines the id.
    if (Object.keys(value).length === 1) references.add(id);
    else ids.add(id);
  }
  for (const [key, child] of Object.entries(value))
    if (key !== '@id') collectIds(child, ids, references);
}

/** What is wrong with the nodes of one page; empty when nothing is. */
export function structuredDataProblems(nodes: readonly JsonLdNode[]): string[] {
  const problems: string[] = [];
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.length === 0) problems.push(`a JSON-LD node has no @type`);
    for (const type of types) {
      const missing = (requiredProperties[type] ?? []).filter((key) => !filled(node[key]));
      if (missing.length > 0) problems.push(`${type} lacks ${missing.join(', ')}`);
    }
    if (types.includes('FAQPage')) problems.push(...faqProblems(node));
  }
  const ids = new Set<string>();
  const references = new Set<string>();
  collectIds(nodes, ids, references);
  for (const reference of references) {
    if (!ids.has(reference))
      problems.push(`the reference {"@id": "${reference}"} points at no node on the page`);
  }
  return problems;
}

function faqProblems(node: JsonLdNode): string[] {
  const entities = [node.mainEntity].flat().filter(filled);
  const problems: string[] = [];
  entities.forEach((entity, index) => {
    const label = `FAQPage question ${index + 1}`;
    if (!isObject(entity) || entity['@type'] !== 'Question') {
      problems.push(`${label} is not a Question`);
      return;
    }
    if (!filled(entity.name)) problems.push(`${label} has no name`);
    const answer = entity.acceptedAnswer;
    if (!isObject(answer) || answer['@type'] !== 'Answer' || !filled(answer.text)) {
      problems.push(`${label} has no acceptedAnswer of type Answer with text`);
    }
  });
  return problems;
}
