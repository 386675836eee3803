// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
export interface paths {
    "/api/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain a token (v1, JSON; Run:ai 2.18 and later)
         * @description The v1 form, in two grants:
         *     - `client_credentials` with `clientID` and `clientSecret`, from 2.20 (a service account's
         *       or an Application's credentials);
         *     - `app_token` with `appID` and `appSecret`, the only grant for credentials in 2.18 and 2.19,
         *       deprecated from 2.20 and still documented in 2.24. The vendor's own SDK sends it in every
         *       version, spelled `AppId`/`AppSecret`.
         *
         *     No documented endpoint tells the version before a token is had. A client sends
         *     `client_credentials` first, the grant the newest versions document (service accounts need
         *     it; `app_token` is deprecated from 2.20). **Assumption:** a version without it (2.18, 2.19)
         *     refuses it with 400, as it refuses any grant it does not know, and the client asks again
         *     with `app_token`, once per step, keeping the grant that answered for renewals. Trying
         *     another documented form is not a retry. The documents list 200, 400, 500 and 503 only:
         *     wrong credentials may come back as 400 too.
         *
         *     What the answer tells of the version: `client_credentials` taken, 2.20 or later;
         *     `expiresIn` in the answer, 2.24 or later (documented from 2.24), else 2.23 or earlier.
         *
         *     An installation without this path answers 404 (**Assumption**), and a client then tries
         *     `/api/v2/token`.
         */
        post: operations["requestTokenV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain a token (v2, OAuth 2.0 form; Run:ai 2.24 and later)
         * @description Documented from 2.24 (the latest document). An installation that has it serves v1 too.
         */
        post: operations["requestTokenV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/org-unit/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find projects by name
         * @description `filterBy=name==<project>` finds a project by its name. **Assumption:** `==` is exact; the
         *     same name may still exist in several clusters.
         */
        get: operations["findProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the clusters */
        get: operations["listClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/trainings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a training (a batch job)
         * @description Success is 200 until 2.20 and 202 from 2.21, with the same body; any 2xx is taken.
         *     The documents list 400 (with `complianceIssues` when a policy refuses a value), 401, 403
         *     and 503, and no 409. **Assumption:** a name already taken in the project is refused with
         *     400 whose `message` or `details` says it "already exists"; a 409 is taken the same way.
         */
        post: operations["createTraining"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/distributed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a distributed training (a master and workers of one framework)
         * @description Success is 200 until 2.20 and 202 from 2.21, with the same body; any 2xx is taken.
         *     The documents list 400 (with `complianceIssues` when a policy refuses a value), 401, 403
         *     and 503, and no 409. **Assumption:** a name already taken in the project is refused with
         *     400 whose `message` or `details` says it "already exists"; a 409 is taken the same way.
         */
        post: operations["createDistributed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a workspace (an interactive job)
         * @description Success is 200 until 2.20 and 202 from 2.21, with the same body; any 2xx is taken.
         *     The documents list 400 (with `complianceIssues` when a policy refuses a value), 401, 403
         *     and 503, and no 409. **Assumption:** a name already taken in the project is refused with
         *     400 whose `message` or `details` says it "already exists"; a 409 is taken the same way.
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workloads, such as a project's
         * @description The active workloads, a page at a time: `offset` and `limit` (default 50, at most 500).
         *     A client pages as the vendor's SDK does, `offset` moving on by `limit`, and stops at a page
         *     shorter than `limit`. Finished workloads stay listed until deleted (by default 30 days
         *     after they end), so a busy project's list is long: a client filters by name as well as by
         *     project. With `deleted=true` the list holds only deleted workloads, with the phase they
         *     had (all versions).
         */
        get: operations["listWorkloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/{workloadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One workload
         * @description The workload as listed, and from 2.19 why it waits to be scheduled (`pendingSchedulingMessages`).
         */
        get: operations["getWorkload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/{workloadId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A workload's Kubernetes events
         * @description The events of the workload's pods and controllers, as Kubernetes reports them (an image that
         *     cannot be pulled, a container out of memory, an eviction, a preemption). Newest first by
         *     default; `sortOrder` is documented from 2.20 (all versions: `offset`, `limit`).
         */
        get: operations["getWorkloadEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/{workloadId}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A workload's metrics over a time range
         * @description Samples of each metric type asked for, evenly over `start` to `end` (`numberOfSamples`,
         *     20 by default, at most 1000). The action asks `GPU_UTILIZATION`: a percentage per sample,
         *     as a string. 207 is a partial answer, with the measurements that could be had.
         */
        get: operations["getWorkloadMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/trainings/{workloadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One training as submitted
         * @description Its spec as it was submitted, with the labels that say where it came from (every version).
         */
        get: operations["getTraining"];
        put?: never;
        post?: never;
        /**
         * Delete a training
         * @description 204 without a body until 2.20; 202 with `{code, message}` from 2.21. 404 when it is gone already.
         */
        delete: operations["deleteTraining"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/distributed/{workloadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One distributed training as submitted
         * @description Its spec as it was submitted, with the labels that say where it came from (every version).
         */
        get: operations["getDistributed"];
        put?: never;
        post?: never;
        /**
         * Delete a distributed training
         * @description 204 without a body until 2.20; 202 with `{code, message}` from 2.21. 404 when it is gone already.
         */
        delete: operations["deleteDistributed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workloads/workspaces/{workloadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One workspace as submitted
         * @description Its spec as it was submitted, with the labels that say where it came from (every version).
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        /**
         * Delete a workspace
         * @description 204 without a body until 2.20; 202 with `{code, message}` from 2.21. 404 when it is gone already.
         */
        delete: operations["deleteWorkspace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs. */
        Uuid: string;
        /** @description An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version. */
        GivenUuid: string;
        WorkloadName: string;
        /**
         * @description A workload's name as an answer gives it. The vendor's `WorkloadName` requires only
         *     `minLength: 1`, and with `useGivenNameAsPrefix` the service appends to the name asked for,
         *     so it may be longer than a request's `WorkloadName`. **Assumption:** at most 253 characters
         *     (a Kubernetes object name's bound) of letters, digits, `-`, `_` and `.`, starting and
         *     ending with a letter or digit: nothing else passes for a name, since it reaches logs,
         *     outputs and shell steps.
         */
        CreatedWorkloadName: string;
        /** @description The API's errors: `code` (the HTTP status), `message`, and sometimes `details`. A 400 from a policy says in `message` which value it refused, and lists `complianceIssues`. */
        ApiError: {
            code?: number;
            message?: string;
            details?: string;
            /** @description What a policy refused, on a submission's 400. */
            complianceIssues?: {
                field?: string;
                details?: string;
            }[];
        };
        /**
         * @description The `external_token_exchange` grant, from 2.22: a token that the identity provider the
         *     tenant has configured (its single sign-on) issued, exchanged for a Run:ai token, so that no
         *     client secret is stored. The control plane takes only tokens of that provider.
         */
        TokenRequestV1ExternalToken: {
            /** @constant */
            grantType: "external_token_exchange";
            /** Format: password */
            externalToken: string;
        };
        TokenRequestV1: {
            /** @constant */
            grantType: "client_credentials";
            /** @description The service account's (or Application's) client id. The vendor's documentation pages spell it `clientId`; its OpenAPI document, `clientID`. */
            clientID: string;
            /** Format: password */
            clientSecret: string;
        };
        /** @description The `app_token` grant: the only one for credentials in 2.18 and 2.19, deprecated from 2.20. */
        TokenRequestV1AppToken: {
            /** @constant */
            grantType: "app_token";
            /** @description The Application's client id. Spelled `appID` in the documents, `AppId` by the vendor's SDK. */
            appID: string;
            /** Format: password */
            appSecret: string;
        };
        TokenResponseV1: {
            accessToken: string;
            idToken?: string;
            refreshToken?: string;
            /** @description Lifetime in seconds. Documented from 2.24; its presence tells a client it speaks to 2.24 or later. */
            expiresIn?: number;
        };
        TokenRequestV2: {
            /** @constant */
            grant_type: "client_credentials";
            client_id: string;
            /** Format: password */
            client_secret: string;
        };
        TokenResponseV2: {
            access_token: string;
            token_type?: string;
            expires_in?: number;
            refresh_token?: string;
            id_token?: string;
            scope?: string;
        };
        Project: {
            /** @description The project's id (a number written as a string, such as "33"); it reaches a dry run's log, so it must be an id. */
            id: components["schemas"]["Uuid"];
            name: string;
            clusterId: components["schemas"]["Uuid"];
            parentId?: string | null;
            description?: string;
            createdAt?: string;
            updatedAt?: string;
            /** @description `{namespace, phase, phaseMessage, quotaStatus, …}`; `phase` such as `Ready`. */
            status?: Record<string, never>;
            resources?: Record<string, never>[];
            totalResources?: Record<string, never>;
            effective?: Record<string, never>;
            enforceRunaiScheduler?: boolean;
        };
        ProjectList: {
            projects: components["schemas"]["Project"][];
            next?: number;
        };
        Cluster: {
            uuid: components["schemas"]["Uuid"];
            tenantId?: number;
            name: string;
            createdAt?: string;
            /** @description The cluster's own version (such as `2.20.15`), not the control plane's; optional. */
            version?: string | null;
            /** @description The cluster's address, such as `https://cluster.example.com`; optional. */
            domain?: string | null;
            /** @description The cluster's connection (`state` such as `Connected`); null where it never reported. */
            status?: Record<string, never> | null;
        };
        ClusterList: components["schemas"]["Cluster"][];
        TrainingRequest: {
            name: components["schemas"]["WorkloadName"];
            useGivenNameAsPrefix?: boolean;
            projectId: string;
            clusterId: components["schemas"]["Uuid"];
            spec: components["schemas"]["TrainingSpec"];
            templateId?: components["schemas"]["GivenUuid"];
        };
        WorkspaceRequest: {
            name: components["schemas"]["WorkloadName"];
            useGivenNameAsPrefix?: boolean;
            projectId: string;
            clusterId: components["schemas"]["Uuid"];
            spec: components["schemas"]["WorkspaceSpec"];
            templateId?: components["schemas"]["GivenUuid"];
        };
        /** @description What a workspace takes of a training's spec; workspaces have `backoffLimit` (every version) but no `completions` or `parallelism`. */
        WorkspaceSpec: {
            image?: string;
            /** @enum {unknown} */
            imagePullPolicy?: "Always" | "Never" | "IfNotPresent";
            workingDir?: string;
            createHomeDir?: boolean;
            stdin?: boolean;
            tty?: boolean;
            nodeType?: string;
            backoffLimit?: number;
            command?: string;
            /** @description The arguments as one string, which the container's shell splits as a POSIX shell would. */
            args?: string;
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            compute?: components["schemas"]["Compute"];
            storage?: components["schemas"]["Storage"];
            security?: components["schemas"]["Security"];
            /**
             * @description The workload's priority class. Until 2.21 one of `build`, `train` and
             *     `interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for
             *     `interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the
             *     priority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are
             *     preemptible, `high` and `very-high` are not (the vendor's "Workload priority control"
             *     page); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a
             *     workspace asks to be preemptible: `interactive-preemptible` until 2.21, then a
             *     preemptible priority (`medium-low`, above the trainings' default).
             */
            priorityClass?: string;
            /**
             * @description Documented from 2.24 only; earlier versions say it with `priorityClass`.
             * @enum {unknown}
             */
            preemptibility?: "preemptible" | "non-preemptible";
            autoDeletionTimeAfterCompletionSeconds?: number;
            nodePools?: components["schemas"]["NodePools"];
            /** @description The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22. */
            category?: string;
            /** @description Kubernetes secrets that pull the image, from 2.22. */
            imagePullSecrets?: components["schemas"]["ImagePullSecret"][];
            tolerations?: components["schemas"]["Toleration"][];
            terminationGracePeriodSeconds?: number;
            /** @enum {unknown} */
            restartPolicy?: "Always" | "Never" | "OnFailure";
            terminateAfterPreemption?: boolean;
            /** @description Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19). */
            labels?: components["schemas"]["Label"][];
            /** @description Kubernetes annotations of the workload's pods (every version). */
            annotations?: components["schemas"]["Annotation"][];
            ports?: components["schemas"]["WorkloadPort"][];
            exposedUrls?: components["schemas"]["ExposedUrl"][];
            probes?: components["schemas"]["Probes"];
            podAffinity?: components["schemas"]["PodAffinity"];
            nodeAffinityRequired?: components["schemas"]["NodeAffinityRequired"];
            relatedUrls?: components["schemas"]["RelatedUrls"];
        };
        /** @description A training's spec, with every member the vendor documents from 2.18 to 2.24 (each marked with the versions that have it). */
        TrainingSpec: {
            image?: string;
            /** @enum {unknown} */
            imagePullPolicy?: "Always" | "Never" | "IfNotPresent";
            workingDir?: string;
            createHomeDir?: boolean;
            stdin?: boolean;
            tty?: boolean;
            nodeType?: string;
            backoffLimit?: number;
            /** @description An int32 in every version. */
            completions?: number;
            /** @description An int32 in every version. */
            parallelism?: number;
            command?: string;
            /** @description The arguments as one string, which the container's shell splits as a POSIX shell would. */
            args?: string;
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            compute?: components["schemas"]["Compute"];
            storage?: components["schemas"]["Storage"];
            security?: components["schemas"]["Security"];
            /**
             * @description The workload's priority class. Until 2.21 one of `build`, `train` and
             *     `interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for
             *     `interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the
             *     priority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are
             *     preemptible, `high` and `very-high` are not (the vendor's "Workload priority control"
             *     page); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a
             *     workspace asks to be preemptible: `interactive-preemptible` until 2.21, then a
             *     preemptible priority (`medium-low`, above the trainings' default).
             */
            priorityClass?: string;
            /**
             * @description Documented from 2.24 only; earlier versions say it with `priorityClass`.
             * @enum {unknown}
             */
            preemptibility?: "preemptible" | "non-preemptible";
            autoDeletionTimeAfterCompletionSeconds?: number;
            nodePools?: components["schemas"]["NodePools"];
            /** @description The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22. */
            category?: string;
            /** @description Kubernetes secrets that pull the image, from 2.22. */
            imagePullSecrets?: components["schemas"]["ImagePullSecret"][];
            tolerations?: components["schemas"]["Toleration"][];
            terminationGracePeriodSeconds?: number;
            /** @enum {unknown} */
            restartPolicy?: "Always" | "Never" | "OnFailure";
            terminateAfterPreemption?: boolean;
            /** @description Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19). */
            labels?: components["schemas"]["Label"][];
            /** @description Kubernetes annotations of the workload's pods (every version). */
            annotations?: components["schemas"]["Annotation"][];
            ports?: components["schemas"]["WorkloadPort"][];
            exposedUrls?: components["schemas"]["ExposedUrl"][];
            probes?: components["schemas"]["Probes"];
            podAffinity?: components["schemas"]["PodAffinity"];
            nodeAffinityRequired?: components["schemas"]["NodeAffinityRequired"];
            relatedUrls?: components["schemas"]["RelatedUrls"];
        };
        DistributedRequest: {
            name: components["schemas"]["WorkloadName"];
            useGivenNameAsPrefix?: boolean;
            projectId: string;
            clusterId: components["schemas"]["Uuid"];
            spec: components["schemas"]["DistributedSpec"];
            /** @description The master's spec is the workers'; `masterSpec` is then not given. */
            masterSpecSameAsWorker?: boolean;
            masterSpec?: components["schemas"]["MasterSpec"];
            templateId?: components["schemas"]["GivenUuid"];
        };
        /** @description A worker's spec, and the workload's; a training's members without `completions` and `parallelism`, and the framework's own. `priorityClass` and `category` from 2.22. */
        DistributedSpec: {
            /** @description The workers, besides the master. */
            numWorkers: number;
            /**
             * @description JAX from 2.21 (the vendor's 2.21 document, SDK 1.221.1, has it).
             * @enum {unknown}
             */
            distributedFramework: "MPI" | "PyTorch" | "TF" | "XGBoost" | "JAX";
            /** @description MPI only. */
            slotsPerWorker?: number;
            /** @description PyTorch only, for elastic training. */
            minReplicas?: number;
            /** @description PyTorch only, for elastic training. */
            maxReplicas?: number;
            /** @enum {unknown} */
            cleanPodPolicy?: "None" | "All" | "Running";
            image?: string;
            /** @enum {unknown} */
            imagePullPolicy?: "Always" | "Never" | "IfNotPresent";
            workingDir?: string;
            createHomeDir?: boolean;
            stdin?: boolean;
            tty?: boolean;
            nodeType?: string;
            backoffLimit?: number;
            command?: string;
            /** @description The arguments as one string, which the container's shell splits as a POSIX shell would. */
            args?: string;
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            compute?: components["schemas"]["Compute"];
            storage?: components["schemas"]["Storage"];
            security?: components["schemas"]["Security"];
            /**
             * @description The workload's priority class. Until 2.21 one of `build`, `train` and
             *     `interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for
             *     `interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the
             *     priority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are
             *     preemptible, `high` and `very-high` are not (the vendor's "Workload priority control"
             *     page); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a
             *     workspace asks to be preemptible: `interactive-preemptible` until 2.21, then a
             *     preemptible priority (`medium-low`, above the trainings' default).
             */
            priorityClass?: string;
            /**
             * @description Documented from 2.24 only; earlier versions say it with `priorityClass`.
             * @enum {unknown}
             */
            preemptibility?: "preemptible" | "non-preemptible";
            autoDeletionTimeAfterCompletionSeconds?: number;
            nodePools?: components["schemas"]["NodePools"];
            /** @description The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22. */
            category?: string;
            /** @description Kubernetes secrets that pull the image, from 2.22. */
            imagePullSecrets?: components["schemas"]["ImagePullSecret"][];
            tolerations?: components["schemas"]["Toleration"][];
            terminationGracePeriodSeconds?: number;
            /** @enum {unknown} */
            restartPolicy?: "Always" | "Never" | "OnFailure";
            terminateAfterPreemption?: boolean;
            /** @description Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19). */
            labels?: components["schemas"]["Label"][];
            /** @description Kubernetes annotations of the workload's pods (every version). */
            annotations?: components["schemas"]["Annotation"][];
            ports?: components["schemas"]["WorkloadPort"][];
            exposedUrls?: components["schemas"]["ExposedUrl"][];
            probes?: components["schemas"]["Probes"];
            podAffinity?: components["schemas"]["PodAffinity"];
            nodeAffinityRequired?: components["schemas"]["NodeAffinityRequired"];
            relatedUrls?: components["schemas"]["RelatedUrls"];
            /** @enum {unknown} */
            mpiLauncherCreationPolicy?: "AtStartup" | "WaitForWorkersReady";
            sshAuthMountPath?: string;
        };
        /** @description The master's spec, when it differs from the workers' (the worker spec's members, less those of the framework). */
        MasterSpec: {
            image?: string;
            /** @enum {unknown} */
            imagePullPolicy?: "Always" | "Never" | "IfNotPresent";
            workingDir?: string;
            createHomeDir?: boolean;
            stdin?: boolean;
            tty?: boolean;
            nodeType?: string;
            backoffLimit?: number;
            command?: string;
            /** @description The arguments as one string, which the container's shell splits as a POSIX shell would. */
            args?: string;
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            compute?: components["schemas"]["Compute"];
            storage?: components["schemas"]["Storage"];
            security?: components["schemas"]["Security"];
            /**
             * @description The workload's priority class. Until 2.21 one of `build`, `train` and
             *     `interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for
             *     `interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the
             *     priority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are
             *     preemptible, `high` and `very-high` are not (the vendor's "Workload priority control"
             *     page); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a
             *     workspace asks to be preemptible: `interactive-preemptible` until 2.21, then a
             *     preemptible priority (`medium-low`, above the trainings' default).
             */
            priorityClass?: string;
            /**
             * @description Documented from 2.24 only; earlier versions say it with `priorityClass`.
             * @enum {unknown}
             */
            preemptibility?: "preemptible" | "non-preemptible";
            autoDeletionTimeAfterCompletionSeconds?: number;
            nodePools?: components["schemas"]["NodePools"];
            /** @description The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22. */
            category?: string;
            /** @description Kubernetes secrets that pull the image, from 2.22. */
            imagePullSecrets?: components["schemas"]["ImagePullSecret"][];
            tolerations?: components["schemas"]["Toleration"][];
            terminationGracePeriodSeconds?: number;
            /** @enum {unknown} */
            restartPolicy?: "Always" | "Never" | "OnFailure";
            terminateAfterPreemption?: boolean;
            /** @description Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19). */
            labels?: components["schemas"]["Label"][];
            /** @description Kubernetes annotations of the workload's pods (every version). */
            annotations?: components["schemas"]["Annotation"][];
            ports?: components["schemas"]["WorkloadPort"][];
            exposedUrls?: components["schemas"]["ExposedUrl"][];
            probes?: components["schemas"]["Probes"];
            podAffinity?: components["schemas"]["PodAffinity"];
            nodeAffinityRequired?: components["schemas"]["NodeAffinityRequired"];
            relatedUrls?: components["schemas"]["RelatedUrls"];
        };
        /** @description Node pools the workload may run in, in order of preference. */
        NodePools: string[];
        ImagePullSecret: {
            /** @description The secret's name; a DNS label (no `.`) from 2.23. */
            name: components["schemas"]["ObjectName"];
            userCredential?: boolean;
            exclude?: boolean;
        };
        /**
         * @description A taint the workload tolerates. The vendor's documents mark `operator`, `key` and `effect`
         *     mandatory, and `name` until 2.21 (its 2.21 document, SDK 1.221.1, no longer does); `value`
         *     goes with `Equal` (their description says the reverse, which Kubernetes does not allow);
         *     `seconds` only with `NoExecute`.
         */
        Toleration: {
            name?: string;
            /** @enum {unknown} */
            operator: "Equal" | "Exists";
            key: string;
            value?: string;
            /** @enum {unknown} */
            effect: "NoSchedule" | "NoExecute" | "PreferNoSchedule" | "Any";
            seconds?: number;
            exclude?: boolean;
        };
        /** @description A git repository synced into the container (git-sync). */
        GitSource: {
            name?: string;
            repository: string;
            branch?: string;
            revision?: string;
            path: string;
            /** @description A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`). */
            passwordSecret?: string;
            exclude?: boolean;
            /** @description Deprecated from 2.23. */
            secretKeyOfPassword?: string;
            /** @description Deprecated from 2.23. */
            secretKeyOfUser?: string;
            secretRef?: {
                /** @enum {unknown} */
                authenticationMethod?: "password" | "ssh-key";
                name?: string;
                secretKeyOfPassword?: string;
                secretKeyOfUser?: string;
            };
        };
        Label: {
            name: components["schemas"]["MetadataName"];
            value: components["schemas"]["LabelValue"];
            exclude?: boolean;
        };
        Annotation: {
            name: components["schemas"]["MetadataName"];
            value: components["schemas"]["AnnotationValue"];
            exclude?: boolean;
        };
        /** @description A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too). */
        Quantity: string;
        /**
         * @description A Kubernetes object's name: a storage class's, a secret's. **Assumption:** Kubernetes' rule
         *     for them (a DNS subdomain), in every version: it refuses a claim whose class is named
         *     otherwise, and no secret can be. The documents say only `minLength: 1` until 2.22, a DNS label
         *     (no `.`) from 2.23, which `x-vendor` says where it is used.
         */
        ObjectName: string;
        /**
         * @description A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional
         *     DNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending
         *     with a letter or digit), which the cluster applies when it creates the pods; the documents
         *     say only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.
         */
        MetadataName: string;
        /**
         * @description A toleration's key. **Assumption:** Kubernetes' rule for it, a qualified name (an optional
         *     DNS-subdomain prefix of at most 253 characters and `/`, then a name of at most 63), which
         *     the cluster applies when it creates the pods; the documents say only `.*`.
         */
        TolerationKey: string;
        /** @description **Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none. */
        LabelValue: string;
        /** @description Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations. */
        AnnotationValue: string;
        /**
         * @description A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a
         *     user credential (2.24); the vendor marks each source's `name` and `key` (a pod field's `path`)
         *     mandatory.
         */
        EnvironmentVariable: {
            name: string;
            value?: string;
            configMap?: {
                key: string;
                name: string;
            };
            description?: string;
            exclude?: boolean;
            podFieldRef?: {
                path: string;
            };
            secret?: {
                key: string;
                name: string;
            };
            userCredential?: {
                key: string;
                name: string;
            };
        };
        /**
         * @description GPU memory (`gpuRequestType` `memory`, `gpuMemoryRequest`) is asked of one GPU: every
         *     version says that with `gpuDevicesRequest` above 1 only `portion` is taken (2.18's
         *     `gpuDevicesRequest`: "if more than one device is requested, it is not possible to provide
         *     values for gpuMemory"; 2.24's `GpuRequestType`: "If `gpuDevicesRequest > 1`, only
         *     `portion` is supported"). The `if` below holds it.
         */
        Compute: {
            /** @description An int32 in every version. The sentence is the conditional rule's below too (a member has one). */
            gpuDevicesRequest?: number;
            /** @enum {unknown} */
            gpuRequestType?: "portion" | "memory" | "migProfile";
            gpuPortionRequest?: number;
            /** @description The GPU memory of one device, with `gpuRequestType` `memory` (`gpuDevicesRequest` at most 1). */
            gpuMemoryRequest?: components["schemas"]["Quantity"];
            cpuCoreRequest?: number;
            cpuCoreLimit?: number;
            cpuMemoryRequest?: components["schemas"]["Quantity"];
            cpuMemoryLimit?: components["schemas"]["Quantity"];
            largeShmRequest?: boolean;
            extendedResources?: {
                exclude?: boolean;
                quantity?: components["schemas"]["Quantity"];
                resource: string;
            }[];
            gpuMemoryLimit?: components["schemas"]["Quantity"];
            gpuPortionLimit?: number;
            /**
             * @description Deprecated from 2.19.
             * @enum {unknown}
             */
            migProfile?: "1g.5gb" | "1g.10gb" | "2g.10gb" | "2g.20gb" | "3g.20gb" | "3g.40gb" | "4g.20gb" | "4g.40gb" | "7g.40gb" | "7g.80gb";
        };
        Storage: {
            pvc?: {
                path: string;
                /** @description Defaults to false. */
                readOnly?: boolean;
                existingPvc: boolean;
                /** @description The claim's name; at most 63 characters from 2.19. */
                claimName?: string;
                claimInfo?: {
                    /** @description The new claim's size, a Kubernetes quantity in every version. */
                    size: components["schemas"]["Quantity"];
                    /** @description Left out for the default class. A Kubernetes name in every version; from 2.23 a DNS label (no `.`). */
                    storageClass?: components["schemas"]["ObjectName"];
                    accessModes?: {
                        readOnlyMany?: boolean;
                        readWriteMany?: boolean;
                        readWriteOnce?: boolean;
                    };
                    addedAttrValues?: {
                        key: string;
                        value?: string;
                    }[];
                    /** @enum {unknown} */
                    volumeMode?: "Filesystem" | "Block";
                };
                dataSharing?: boolean;
                ephemeral?: boolean;
                exclude?: boolean;
                name?: string;
            }[];
            git?: components["schemas"]["GitSource"][];
            hostPath?: {
                /** @description The directory on the host. */
                path: string;
                /** @description Where it appears in the container. */
                mountPath: string;
                /** @description Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`. */
                readOnly: boolean;
                exclude?: boolean;
                /** @enum {unknown} */
                mountPropagation?: "None" | "HostToContainer";
                name?: string;
            }[];
            configMapVolume?: {
                configMap?: string;
                defaultMode?: string;
                exclude?: boolean;
                mountPath?: string;
                name?: string;
                subPath?: string;
            }[];
            dataVolume?: {
                exclude?: boolean;
                id?: components["schemas"]["GivenUuid"];
                mountPath?: string;
            }[];
            emptyDirVolume?: {
                exclude?: boolean;
                medium?: string;
                name?: string;
                path?: string;
                sizeLimit?: components["schemas"]["Quantity"];
            }[];
            nfs?: {
                exclude?: boolean;
                mountPath?: string;
                name?: string;
                path?: string;
                readOnly?: boolean;
                server?: string;
            }[];
            s3?: {
                accessKeySecret?: string;
                bucket?: string;
                exclude?: boolean;
                name?: string;
                path?: string;
                secretKeyOfAccessKeyId?: string;
                secretKeyOfSecretKey?: string;
                url?: string;
            }[];
            secretVolume?: {
                defaultMode?: string;
                exclude?: boolean;
                mountPath?: string;
                name?: string;
                secret?: string;
            }[];
        };
        Security: {
            hostIpc?: boolean;
            hostNetwork?: boolean;
            allowPrivilegeEscalation?: boolean;
            capabilities?: ("AUDIT_CONTROL" | "AUDIT_READ" | "AUDIT_WRITE" | "BLOCK_SUSPEND" | "CHOWN" | "DAC_OVERRIDE" | "DAC_READ_SEARCH" | "FOWNER" | "FSETID" | "IPC_LOCK" | "IPC_OWNER" | "KILL" | "LEASE" | "LINUX_IMMUTABLE" | "MAC_ADMIN" | "MAC_OVERRIDE" | "MKNOD" | "NET_ADMIN" | "NET_BIND_SERVICE" | "NET_BROADCAST" | "NET_RAW" | "SETGID" | "SETFCAP" | "SETPCAP" | "SETUID" | "SYS_ADMIN" | "SYS_BOOT" | "SYS_CHROOT" | "SYS_MODULE" | "SYS_NICE" | "SYS_PACCT" | "SYS_PTRACE" | "SYS_RAWIO" | "SYS_RESOURCE" | "SYS_TIME" | "SYS_TTY_CONFIG" | "SYSLOG" | "WAKE_ALARM")[];
            readOnlyRootFilesystem?: boolean;
            runAsGid?: number;
            runAsNonRoot?: boolean;
            runAsUid?: number;
            /** @enum {unknown} */
            seccompProfileType?: "RuntimeDefault" | "Unconfined" | "Localhost";
            supplementalGroups?: string;
            /** @enum {unknown} */
            uidGidSource?: "fromTheImage" | "fromIdpToken" | "custom";
        };
        WorkloadPort: {
            container: number;
            external?: number;
            /** @enum {unknown} */
            serviceType: "LoadBalancer" | "NodePort" | "ClusterIP";
            exclude?: boolean;
            name?: string;
            toolName?: string;
            toolType?: string;
        };
        /** @description The workload as accepted (200 until 2.20, 202 from 2.21). Other members exist (`spec`, `departmentId`, …). */
        WorkloadCreated: {
            name: components["schemas"]["CreatedWorkloadName"];
            requestedName?: string;
            workloadId: components["schemas"]["Uuid"];
            projectId?: string;
            clusterId?: string;
            createdAt?: string;
            createdBy?: string;
            /** @enum {unknown} */
            desiredPhase?: "Running" | "Stopped" | "Deleted";
            actualPhase?: string;
        };
        /** @description One workload as listed. `phase` may be missing; then `actualPhase` is read (a vendor tool notes that `actualPhase` is not always populated). */
        Workload: {
            id: components["schemas"]["Uuid"];
            name: string;
            /** @description `Training`, `Workspace`, … */
            type?: string;
            projectId?: string;
            clusterId?: string;
            /**
             * @description `Creating`, `Initializing`, `Resuming`, `Pending`, `Deleting`, `Running`, `Updating`,
             *     `Stopped`, `Stopping`, `Degraded`, `Failed`, `Completed`, `Terminating` or `Unknown`.
             *     `Completed` is success, `Failed` failure; `Stopped`, or a workload gone, means someone
             *     stopped or deleted it; the rest are "not finished".
             */
            phase?: string;
            actualPhase?: string;
            /** @description An ISO 8601 date. */
            createdAt?: string;
            /** @description When it was deleted; `null` while it exists. Set in a `deleted=true` list. */
            deletedAt?: string | null;
            /** @enum {unknown} */
            source?: "CLI" | "Control-plane" | "Other";
            priorityClassName?: string;
            projectName?: string;
            departmentName?: string;
            departmentId?: string;
            namespace?: string;
            phaseMessage?: string;
            conditions?: {
                type?: string;
                status?: string;
                message?: string;
                /** @description For the Failed condition, why. */
                reason?: string;
                lastTransitionTime?: string | null;
            }[];
            /** @description Why a pending workload waits: `NonPreemptibleOverQuota` or `OverLimit` (typed `object` in 2.19–2.20, a string from 2.21). */
            phaseReason?: string | null;
            k8sPhase?: string;
            tenantId?: number;
            runningPods?: number;
            phaseUpdatedAt?: string;
            k8sPhaseUpdatedAt?: string;
            updatedAt?: string;
            completedAt?: string | null;
            priority?: number | null;
            category?: string;
            /** @description What the workload holds now. A workload that has ended may hold nothing any more, so what it held while it ran is kept by the reader. */
            allocatedResources?: {
                /** @description The GPUs allocated to it (devices, or a portion of one). */
                gpu?: number | null;
            } | null;
            /** @description The time it has spent Running since it was submitted, in all. */
            totalRunningTimeSeconds?: number | null;
            /** @description The time it has spent Pending since it was submitted, in all. */
            totalPendingTimeSeconds?: number | null;
        };
        /**
         * @description A training, workspace or distributed training as `GET /api/v1/workloads/{trainings|workspaces|distributed}/{workloadId}`
         *     answers it: the spec it was submitted with. Its labels are read as a server sends them (any text), to tell which CI run
         *     submitted it: a workload of a fixed name may be another run's.
         */
        SubmittedWorkload: {
            name?: string;
            workloadId?: string;
            spec?: {
                labels?: {
                    name: string;
                    value?: string | null;
                }[] | null;
            };
        };
        /** @description One workload as `GET /api/v1/workloads/{workloadId}` answers it. */
        WorkloadDetailed: components["schemas"]["Workload"] & {
            /** @description Why the scheduler has not placed the workload, per node pool. */
            pendingSchedulingMessages?: {
                nodePool?: string;
                phaseReason?: string;
                reason?: string;
                userMessage?: string | null;
            }[] | null;
        };
        MetricsResponse: {
            measurements: {
                type: string;
                labels?: {
                    [key: string]: string;
                } | null;
                values?: {
                    /** @description A number, as text (`"85"`). */
                    value: string;
                    timestamp?: string | null;
                }[] | null;
            }[];
        };
        EventList: {
            next?: number;
            /** @description Items are checked one by one (`WorkloadEvent`), so that one odd item does not hide the others; the vendor's `Event` is nullable. */
            events: (Record<string, never> | null)[];
        };
        WorkloadEvent: {
            createdAt?: string;
            /** @description `Normal` or `Warning`, as Kubernetes says. */
            type?: string;
            clusterId?: string;
            message: string;
            /** @description Such as `Failed`, `BackOff`, `OOMKilling`, `Evicted`, `Preempted`. */
            reason?: string;
            source?: string;
            involvedObject?: {
                uid?: string;
                kind?: string;
                name?: string;
                namespace?: string;
            };
        };
        WorkloadList: {
            /** @description Items are checked one by one (`Workload`), so that one odd item does not hide the others. */
            workloads: Record<string, never>[];
            next?: number;
        };
        Probes: {
            readiness?: {
                failureThreshold?: number;
                handler?: {
                    httpGet?: {
                        host?: string;
                        path?: string;
                        port?: number;
                        /** @enum {unknown} */
                        scheme?: "HTTP" | "HTTPS";
                    };
                };
                initialDelaySeconds?: number;
                periodSeconds?: number;
                successThreshold?: number;
                timeoutSeconds?: number;
            };
        };
        PodAffinity: {
            key: string;
            /** @enum {unknown} */
            type?: "Required" | "Preferred";
        };
        NodeAffinityRequired: {
            nodeSelectorTerms?: {
                matchExpressions?: ({
                    key: string;
                    /** @enum {unknown} */
                    operator: "In" | "NotIn" | "Exists" | "DoesNotExist" | "Gt" | "Lt";
                    values?: string[];
                } & (unknown & unknown & unknown))[];
            }[];
        };
        RelatedUrls: {
            exclude?: boolean;
            name?: string;
            type?: string;
            url?: string;
        }[];
        ExposedUrl: {
            container: number;
            /** @enum {unknown} */
            authorizationType?: "authenticatedUsers" | "authorizedUsers" | "authorizedGroups";
            authorizedGroups?: string[];
            authorizedUsers?: string[];
            exclude?: boolean;
            name?: string;
            toolName?: string;
            toolType?: string;
            url?: string;
        };
    };
    responses: {
        /** @description The request was refused, or failed. */
        ApiError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
                "text/html": string;
            };
        };
        /** @description The workload was accepted. Its phases follow. */
        WorkloadCreated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WorkloadCreated"];
            };
        };
        /** @description The request was accepted. */
        Accepted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        Limit: number;
        Offset: number;
        WorkloadId: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestTokenV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequestV1"] | components["schemas"]["TokenRequestV1AppToken"] | components["schemas"]["TokenRequestV1ExternalToken"];
            };
        };
        responses: {
            /** @description A token was issued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponseV1"];
                };
            };
            400: components["responses"]["ApiError"];
            401: components["responses"]["ApiError"];
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    requestTokenV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequestV2"];
            };
        };
        responses: {
            /** @description A token was issued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponseV2"];
                };
            };
            400: components["responses"]["ApiError"];
            401: components["responses"]["ApiError"];
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    findProjects: {
        parameters: {
            query?: {
                /** @description Filters, comma-separated (`explode: false`), such as `name==team-a`. */
                filterBy?: string[];
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The projects found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            401: components["responses"]["ApiError"];
            403: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    listClusters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clusters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClusterList"];
                };
            };
            401: components["responses"]["ApiError"];
            403: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    createTraining: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainingRequest"];
            };
        };
        responses: {
            200: components["responses"]["WorkloadCreated"];
            202: components["responses"]["WorkloadCreated"];
            400: components["responses"]["ApiError"];
            401: components["responses"]["ApiError"];
            403: components["responses"]["ApiError"];
            409: components["responses"]["ApiError"];
            503: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    createDistributed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributedRequest"];
            };
        };
        responses: {
            200: components["responses"]["WorkloadCreated"];
            202: components["responses"]["WorkloadCreated"];
            400: components["responses"]["ApiError"];
            401: components["responses"]["ApiError"];
            403: components["responses"]["ApiError"];
            409: components["responses"]["ApiError"];
            503: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceRequest"];
            };
        };
        responses: {
            200: components["responses"]["WorkloadCreated"];
            202: components["responses"]["WorkloadCreated"];
            400: components["responses"]["ApiError"];
            401: components["responses"]["ApiError"];
            403: components["responses"]["ApiError"];
            409: components["responses"]["ApiError"];
            503: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    listWorkloads: {
        parameters: {
            query?: {
                /**
                 * @description Filters, comma-separated (`explode: false`), each `<field><operator><value>`: such as
                 *     `projectId==4`, `name==train-1`, `name=^train-` (starts with) or `phase==Running`.
                 *     Operators (all versions): `==`, `!=`, `<=`, `>=`, `=@` (contains), `!@`, `=^` (starts
                 *     with), `=$` (ends with).
                 */
                filterBy?: string[];
                /** @description `true`: only deleted workloads. */
                deleted?: boolean;
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workloads; `next` is the offset of the next page, when there is one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkloadList"];
                };
            };
            401: components["responses"]["ApiError"];
            403: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    getWorkload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkloadDetailed"];
                };
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    getWorkloadEvents: {
        parameters: {
            query?: {
                limit?: components["parameters"]["Limit"];
                offset?: components["parameters"]["Offset"];
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    getWorkloadMetrics: {
        parameters: {
            query: {
                metricType: string[];
                start: string;
                end: string;
                numberOfSamples?: number;
            };
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The measurements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricsResponse"];
                };
            };
            /** @description What could be had of them. */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricsResponse"];
                };
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    getTraining: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workload as submitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmittedWorkload"];
                };
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteTraining: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            /** @description Deleted (until 2.20). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    getDistributed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workload as submitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmittedWorkload"];
                };
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteDistributed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            /** @description Deleted (until 2.20). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workload as submitted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmittedWorkload"];
                };
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workloadId: components["parameters"]["WorkloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            /** @description Deleted (until 2.20). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["ApiError"];
            default: components["responses"]["ApiError"];
        };
    };
}
