/**
 * A plugin is data: an id, the ids it depends on, and one part per host. Each host (server, web,
 * CLI) defines the shape of its own part; the kernel only orders plugins and drives lifecycles.
 */
export interface PluginManifest<Server = unknown, Web = unknown, Cli = unknown> {
  readonly id: string;
  readonly dependsOn?: readonly string[];
  readonly server?: Server;
  readonly web?: Web;
  readonly cli?: Cli;
}

const PLUGIN_ID = /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)?$/;

export function definePlugin<M extends PluginManifest>(manifest: M): M {
  if (!PLUGIN_ID.test(manifest.id)) {
    throw new Error(`Invalid plugin id '${manifest.id}': use lower-case letters, digits and dashes`);
  }
  return Object.freeze({ ...manifest });
}
