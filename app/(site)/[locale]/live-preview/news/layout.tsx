// The draft pages' error boundaries read the same words as the published ones'.
export { default } from '../../news/layout';
