// Which vendor version a job's request is written and checked for. Two answers the step gets
// anyway tell it: the token exchange tells the control plane's version as a range (token.ts), and
// the cluster list tells the version of the cluster each project is in (placements.ts).
//
// The control plane takes the request and the cluster runs it, so a member must be in both. The
// cluster's version decides alone where it is known. **Assumption:** a control plane is the
// version of its clusters or newer (a hosted one may be newer than all of them; a self-hosted one
// is the same), and the vendor's later documents keep every request member of the earlier ones
// but one (`compute.migProfile`, gone in 2.24), so what the cluster's version has, its control
// plane takes. openapi/workloads.yaml marks which versions have each member.
import { clusterVersion, describeRange, LATEST_VERSION, type ControlPlaneVersion, type VersionRange } from '../../contract/versions.js';
import { forLog, sentence } from '../../safe-text.js';
import type { TokenSource } from '../../service/token.js';
import type { Placements } from './placements.js';

interface KnownVersion {
  /** The versions the job's target may be; undefined when nothing told it. */
  range?: VersionRange;
  /** The version whose form the request takes where versions differ. */
  written: ControlPlaneVersion;
  /** How it is known, in words: `cluster "gpu-a" reports Run:ai 2.20.15`. */
  told: string;
}

export function versionFor(project: string, placements: Pick<Placements, 'clusterFor'>, tokens: Pick<TokenSource, 'version'>): KnownVersion {
  const cluster = placements.clusterFor(project);
  const reported = clusterVersion(cluster?.version);
  if (cluster && reported) {
    const said = `cluster "${forLog(sentence(cluster.name))}" reports Run:ai ${forLog(sentence(cluster.version!))}`;
    return { range: { oldest: reported, newest: reported }, written: reported, told: said };
  }
  if (tokens.version) {
    return {
      range: tokens.version,
      written: tokens.version.newest,
      told: `this control plane is Run:ai ${describeRange(tokens.version)}, as its token answer says`,
    };
  }
  return {
    written: LATEST_VERSION,
    told: "the control plane's version is not known: the 'token' input skips the token exchange that tells it, and the cluster list gave none",
  };
}
