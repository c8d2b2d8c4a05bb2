import { marketingExpectations } from './marketing';
import { solutionExpectations } from './solutions';
import { trustExpectations } from './trust';
import type { RouteExpectation } from './types';

export const routeExpectations: readonly RouteExpectation[] = [
  ...marketingExpectations,
  ...solutionExpectations,
  ...trustExpectations,
];
