import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient, type EndpointOptions } from '../client.ts';
import { forwarderKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { forwarderTargetListSchema, type ForwarderTarget } from '../schemas/forwarder.ts';

/** GET /v1/forwarder/targets: every target that can be deposited into through the forwarder. */
export async function getForwarderTargets(options: EndpointOptions = {}): Promise<ForwarderTarget[]> {
  const client = options.client ?? apiClient;
  const list = await client.get(buildPath(API_ROUTES.forwarderTargets), {
    schema: forwarderTargetListSchema,
    signal: options.signal,
  });
  // The envelope carries no total, so the app gets the plain array.
  return list.data;
}

/** Query options for the forwarder targets. */
export function forwarderTargetsQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: forwarderKeys.targets(),
    queryFn: ({ signal }) => getForwarderTargets({ client, signal }),
  });
}
