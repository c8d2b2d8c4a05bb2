/** Types for server.mjs, the fake HubSpot Forms API. */
import type { Server } from 'node:http';
export function createFakeHubSpot(): Server;
