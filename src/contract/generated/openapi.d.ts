// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
export interface paths {
    "/api/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's jobs
         * @description Every job of the project that the caller may see, finished ones included until they are
         *     deleted or their `ttlAfterFinish` passes. Without `project`, every job the caller may see.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Submit a job
         * @description Creates one job. When `job.name` is omitted the service generates one (`<jobNamePrefix>-<n>`,
         *     prefix `job` by default) and returns it.
         *
         *     Any 2xx is success. The documented answer is 200 with `{"name": …}`; the vendor's own
         *     client decodes every success body of this service as `{"data": …}`, so that shape is
         *     accepted too.
         *
         *     The path of the REST pages from the second half of 2021. **Assumption:** an installation
         *     that answers 404 or 405 here does not serve it, and created nothing; a client tries the
         *     Swagger file's `/api/v1/job`, then the 2021 pages' `/api/job`, and keeps the first that
         *     answers otherwise.
         */
        post: operations["submitJob"];
        /**
         * Delete jobs
         * @description Deletes the jobs named in the body. A job that does not exist is reported in the answer, not refused.
         */
        delete: operations["deleteJobs"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job/{project}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's jobs (the Swagger file's form)
         * @description The same list under the singular path of the vendor's Swagger file.
         */
        get: operations["listProjectJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a job (the Swagger file's form)
         * @description The Swagger file's path, with its types for the members where it differs from the REST pages (see the `documents` tag).
         */
        post: operations["submitJobSwagger"];
        /**
         * Delete one job (the Swagger file's form)
         * @description The Swagger file's singular path takes one job's name as its body, a JSON string. **Assumption:** the name alone identifies the job; the project is not sent.
         */
        delete: operations["deleteJobSingular"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a project's jobs (the older documentation's form) */
        get: operations["listJobsLegacy"];
        put?: never;
        /** Submit a job (the 2021 documentation's form) */
        post: operations["submitJobLegacy"];
        /** Delete jobs (the older documentation's form) */
        delete: operations["deleteJobsLegacy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/realms/{realm}/protocol/openid-connect/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain a token for an Application (client credentials)
         * @description A Keycloak token endpoint. The Application's name is the `client_id` and its secret the
         *     `client_secret`. Two documented variants exist: one also sends `scope=openid` and
         *     `response_type=id_token`; the other sends only the three client-credentials parameters.
         */
        post: operations["requestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        DnsLabel: string;
        /**
         * @description An amount of bytes (memory, a claim's size) as a Kubernetes quantity, with its unit: Kubernetes
         *     also takes a number alone as bytes (`8`) and `m` as thousandths (`512m`), which no one means
         *     of memory, and which would ask for none. A number of bytes alone is taken from 1000000 on.
         */
        Quantity: string;
        AbsolutePath: string;
        /**
         * Job
         * @description The job definition. Only `project` and `image` are required; whatever is left out takes
         *     the service's default. Field meanings follow the vendor's `runai submit` reference.
         */
        Job: {
            /** @description Job name. If omitted, the service generates one. An explicit name makes a submission safe to retry. */
            name?: components["schemas"]["DnsLabel"];
            /** @description Project the job belongs to. The Application must have been given access to it. It is a path segment of one list form, so `.` and `..` are not project names; a name has no spaces or line breaks. */
            project: string;
            /** @description An interactive job, which the system never ends by itself. */
            interactive?: boolean;
            /** @description Container image reference. */
            image: string;
            /** @description Command run in the container, overriding the image's entry point. */
            command?: string;
            /** @description Arguments of the command. */
            arguments?: string[];
            /** @description Environment variables, by name. Values may be strings or numbers. */
            environment?: {
                [key: string]: string | number;
            };
            /**
             * @description When the image is pulled.
             * @enum {string}
             */
            imagePullPolicy?: "Always" | "IfNotPresent" | "Never";
            /** @description Keep the container's standard input open. */
            stdin?: boolean;
            /** @description Allocate a terminal for the container. */
            tty?: boolean;
            /** @description Working directory of the command in the container. */
            workingDir?: string;
            /** @description Create a temporary home directory for the user in the container. */
            createHomeDir?: boolean;
            /** @description Number of GPUs. A whole number (at most an int32's, which the workloads API's `gpuDevicesRequest` is), or a fraction between 0 and 1 of one GPU (0.5 is half a GPU). */
            gpu?: number;
            /** @description CPU units requested, such as 0.5 or 2. */
            cpu?: number;
            /** @description Limit of CPU units, a whole number (a Kubernetes int32). */
            cpuLimit?: number;
            /** @description Memory requested, as a Kubernetes quantity such as 8Gi. */
            memory?: components["schemas"]["Quantity"];
            /** @description Memory limit, as a Kubernetes quantity such as 16Gi. */
            memoryLimit?: components["schemas"]["Quantity"];
            /** @description Mount a large /dev/shm device. */
            largeShm?: boolean;
            /** @description Persistent volume claims to attach. */
            pvc?: components["schemas"]["Pvc"][];
            /** @description Host directories to mount, as a map of host path to container path. The REST form cannot mount read-only. */
            volume?: {
                [key: string]: components["schemas"]["AbsolutePath"];
            };
            /** @description Use the host's IPC namespace. */
            hostIpc?: boolean;
            /** @description Use the host's network. */
            hostNetwork?: boolean;
            /** @description Ports to expose. Needed when `serviceType` is set. */
            ports?: components["schemas"]["Port"][];
            /** @description Retries of a failed training job before it is marked failed (the service's default is 6). A Kubernetes int32. */
            backoffLimit?: number;
            /** @description Successful pods needed to complete the job. A Kubernetes int32. */
            completions?: number;
            /** @description Pods run in parallel. Above 1 it needs `completions`, and it cannot be combined with `elastic` or `interactive`. A Kubernetes int32. */
            parallelism?: number;
            /** @description An elastic distributed job, which scales with free GPUs. */
            elastic?: boolean;
            /** @description An interactive job that other jobs may preempt. */
            preemptible?: boolean;
            /**
             * @description How the ports are exposed. Needs `ports`.
             * @enum {string}
             */
            serviceType?: "portforward" | "loadbalancer" | "nodeport" | "ingress";
            /** @description How long a finished job is kept before it is deleted (the cluster must have the feature on). */
            ttlAfterFinish?: string;
            /** @description Prevent the container's processes from gaining privileges. */
            preventPrivilegeEscalation?: boolean;
            /** @description Schedule only on nodes with this node-type label. It is a Kubernetes label's value, and takes only what one can hold. */
            nodeType?: string;
            /** @description Prefix of the generated name (`<prefix>-<n>`) when `name` is not given. */
            jobNamePrefix?: components["schemas"]["DnsLabel"];
        } & (unknown & unknown);
        /**
         * Persistent volume claim
         * @description **Assumption**: `size` and `path` are required, as the CLI form `[STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro]` requires them.
         */
        Pvc: {
            /** @description Storage class name; the cluster's default class when omitted. */
            storageClass?: string;
            /** @description Size, as a Kubernetes quantity such as 3Gi. */
            size: components["schemas"]["Quantity"];
            /** @description Mount path in the container. */
            path: components["schemas"]["AbsolutePath"];
            /** @description Mount read-only. */
            readOnly?: boolean;
        };
        /** Port */
        Port: {
            /** @description Container port. */
            container: number;
            /** @description The externally exposed port. Given when `autoGenerate` is false. */
            external?: number;
            /** @description When true, the service assigns the external port and `external` is omitted. */
            autoGenerate?: boolean;
        };
        JobSubmission: {
            job: components["schemas"]["Job"];
        };
        /** @description The Swagger file's submission body, `api.SubmitJobParams` without its template. */
        SwaggerJobSubmission: {
            job: components["schemas"]["SwaggerJob"];
        };
        /**
         * @description The Swagger file's `api.Job`: the members of `Job`, as they are there, except those whose
         *     types the Swagger file gives otherwise (the `documents` tag): `volume` becomes `volumes`,
         *     and these take the types below. Only what differs is described here.
         */
        SwaggerJob: {
            /** @description The command, as one entry point. **Assumption.** */
            command?: string[];
            /** @description Seconds. **Assumption.** */
            ttlAfterFinish?: number;
            /** @description Each value as text. */
            environment?: {
                [key: string]: string;
            };
            volumes?: {
                sourcePath: components["schemas"]["AbsolutePath"];
                targetPath: components["schemas"]["AbsolutePath"];
                readOnly?: boolean;
            }[];
            /**
             * @description What the REST pages call `interactive`. **Assumption.**
             * @enum {unknown}
             */
            type?: "training" | "interactive";
            /** @description Not a member here; `volumes` is. */
            volume?: unknown;
        };
        /**
         * @description The name of the new job, as `{"name": …}` (documented) or `{"data": {"name": …}}` (the vendor
         *     client's envelope). A job's name is a DNS-1035 label wherever it comes from; a client should
         *     not pass on a name that is not one, since it would reach logs, outputs and shell steps.
         */
        JobCreated: {
            name: components["schemas"]["DnsLabel"];
        } | {
            data: {
                name: components["schemas"]["DnsLabel"];
            };
        };
        /** @description **Assumption**: the only documented error shape of the service, taken to apply to job submission too. */
        ServiceError: {
            status?: number;
            message?: string;
            details?: string;
        };
        /** @description The form of a client-credentials token request: the documented `openid` variant, or the `minimal` one. */
        TokenRequest: components["schemas"]["TokenRequestOpenid"] | components["schemas"]["TokenRequestMinimal"];
        /** minimal */
        TokenRequestMinimal: {
            /** @constant */
            grant_type: "client_credentials";
            /** @description The Application's name. */
            client_id: string;
            /**
             * Format: password
             * @description The Application's secret.
             */
            client_secret: string;
        };
        /** openid */
        TokenRequestOpenid: {
            /** @constant */
            grant_type: "client_credentials";
            /** @constant */
            scope: "openid";
            /** @constant */
            response_type: "id_token";
            /** @description The Application's name. */
            client_id: string;
            /**
             * Format: password
             * @description The Application's secret.
             */
            client_secret: string;
        };
        /**
         * @description Holds `access_token`, `id_token` or both; which one the service accepts when both are
         *     present is not documented (the vendor's CLI sent the id-token). Other members exist.
         */
        TokenResponse: {
            access_token?: string;
            id_token?: string;
            /** @description Lifetime in seconds (RFC 6749 section 5.1); 36000 in a documented sample. */
            expires_in?: number;
            /** @description `bearer` or `Bearer`. */
            token_type?: string;
        } & ({
            access_token: string;
        } | {
            id_token: string;
        });
        OAuthError: {
            /** @description An OAuth 2.0 error code, such as `invalid_client`. */
            error: string;
            error_description?: string;
        };
        /** @description Which job, in a delete request. */
        JobReference: {
            name: components["schemas"]["DnsLabel"];
            project: string;
        };
        JobReferences: components["schemas"]["JobReference"][];
        /**
         * @description `{"data": [ListedJob, …]}` as documented; a bare array is taken too. Items are checked one
         *     by one (`ListedJob`): one odd item must not hide the others.
         */
        JobList: {
            data: Record<string, never>[];
        } | Record<string, never>[];
        /** @description One job of a list. Only the members a client relies on are described; others exist (`id`, `nodes`, `images`, `user`). */
        ListedJob: {
            name: string;
            project?: string;
            /**
             * @description Documented as `Pending`, `Running`, `Succeeded`, `Failed` or `Unknown`; the documentation's
             *     own example shows `ImagePullBackOff`: Kubernetes reasons leak through. Any other value
             *     means "not finished". See `JobStatus` for the values a client may show.
             */
            status?: string;
            /** @description `Train` or `Interactive`. */
            type?: string;
            /** @description When the job was created, as a UNIX time in milliseconds. **Assumption:** an ISO 8601 date string is taken too. */
            createdAt?: number | string;
            /** @description The GPUs the job holds now (0 once it has ended): the most a client saw is what it ran on. */
            currentAllocatedGPUs?: number;
        };
        /** @description A status word a client may show and pass on: a Kubernetes-style word, not free text. */
        JobStatus: string;
        /** @description One result per job, in the Swagger file's form (DeleteResult). */
        DeleteResults: components["schemas"]["DeleteResult"][];
        /** @description A job's deletion (the Swagger file's `api.JobActionStatus`), `{"name", "ok", "error": {"message", "details", "status"}}`. */
        DeleteResult: {
            name?: string;
            ok?: boolean;
            error?: components["schemas"]["ServiceError"];
        };
    };
    responses: {
        /** @description The jobs. */
        JobList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JobList"];
            };
        };
        /** @description The jobs were deleted: one result per job (DeleteResult), when the answer has them, bare or in the vendor client's `{"data": …}` envelope; other bodies are taken as success too. */
        Deleted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeleteResults"];
            };
        };
        /** @description The service refused the request or failed. */
        ServiceError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServiceError"];
                "text/plain": string;
                "text/html": string;
            };
        };
        /** @description The token request was refused (OAuth 2.0, RFC 6749 section 5.2). */
        OAuthError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
    };
    parameters: {
        /** @description The project whose jobs are listed. */
        ProjectQuery: string;
    };
    requestBodies: {
        JobReferences: {
            content: {
                "application/json": components["schemas"]["JobReferences"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listJobs: {
        parameters: {
            query?: {
                /** @description The project whose jobs are listed. */
                project?: components["parameters"]["ProjectQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JobList"];
            401: components["responses"]["ServiceError"];
            403: components["responses"]["ServiceError"];
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    submitJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSubmission"];
            };
        };
        responses: {
            /** @description The job was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCreated"];
                };
            };
            400: components["responses"]["ServiceError"];
            401: components["responses"]["ServiceError"];
            403: components["responses"]["ServiceError"];
            409: components["responses"]["ServiceError"];
            429: components["responses"]["ServiceError"];
            503: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    deleteJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JobReferences"];
        responses: {
            200: components["responses"]["Deleted"];
            401: components["responses"]["ServiceError"];
            403: components["responses"]["ServiceError"];
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    listProjectJobs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                project: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JobList"];
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    submitJobSwagger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwaggerJobSubmission"];
            };
        };
        responses: {
            /** @description The job was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCreated"];
                };
            };
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    deleteJobSingular: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DnsLabel"];
            };
        };
        responses: {
            /** @description The Swagger file's answer: one result, `{"name", "ok", "error"}` (or in the vendor client's `{"data": …}` envelope), which may refuse the deletion (`"ok": false`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    listJobsLegacy: {
        parameters: {
            query?: {
                /** @description The project whose jobs are listed. */
                project?: components["parameters"]["ProjectQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["JobList"];
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    submitJobLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSubmission"];
            };
        };
        responses: {
            /** @description The job was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCreated"];
                };
            };
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    deleteJobsLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JobReferences"];
        responses: {
            200: components["responses"]["Deleted"];
            404: components["responses"]["ServiceError"];
            default: components["responses"]["ServiceError"];
        };
    };
    requestToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The realm, copied from the general settings under researcher authentication (older installations use `runai`). */
                realm: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A token was issued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["OAuthError"];
            401: components["responses"]["OAuthError"];
            /** @description No such realm, or `auth_url` is not the token issuer. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            default: components["responses"]["OAuthError"];
        };
    };
}
