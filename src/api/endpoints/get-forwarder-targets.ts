import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient, type EndpointOptions } from '../client.ts';
import { forwarderKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { forwarderTargetRowsSchema, type ForwarderTarget } from '../schemas/forwarder.ts';
import type { DecodedRows } from '../schemas/row-list.ts';

/**
 * GET /v1/forwarder/targets: every target that can be deposited into through the forwarder, and
 * the rows that could not be decoded (left out).
 */
export async function getForwarderTargets(options: EndpointOptions = {}): Promise<DecodedRows<ForwarderTarget>> {
  const client = options.client ?? apiClient;
  return client.get(buildPath(API_ROUTES.forwarderTargets), {
    schema: forwarderTargetRowsSchema,
    signal: options.signal,
  });
}

/** Query options for the forwarder targets. */
export function forwarderTargetsQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: forwarderKeys.targets(),
    queryFn: ({ signal }) => getForwarderTargets({ client, signal }),
  });
}
