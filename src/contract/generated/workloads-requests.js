// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
export const validateTrainingRequest = validate21;
const schema32 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"A training's spec, with every member the vendor documents from 2.18 to 2.24 (each marked with the versions that have it).","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string","minLength":1},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string","minLength":1},"backoffLimit":{"type":"integer","minimum":0},"completions":{"type":"integer","minimum":1,"maximum":2147483647,"description":"An int32 in every version."},"parallelism":{"type":"integer","minimum":1,"maximum":2147483647,"description":"An int32 in every version."},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a\nuser credential (2.24); the vendor marks each source's `name` and `key` (a pod field's `path`)\nmandatory.\n","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"description":"GPU memory (`gpuRequestType` `memory`, `gpuMemoryRequest`) is asked of one GPU: every\nversion says that with `gpuDevicesRequest` above 1 only `portion` is taken (2.18's\n`gpuDevicesRequest`: \"if more than one device is requested, it is not possible to provide\nvalues for gpuMemory\"; 2.24's `GpuRequestType`: \"If `gpuDevicesRequest > 1`, only\n`portion` is supported\"). The `if` below holds it.\n","properties":{"gpuDevicesRequest":{"type":"integer","minimum":0,"maximum":2147483647,"description":"An int32 in every version. The sentence is the conditional rule's below too (a member has one).","x-expected":"a whole number of GPUs, at most 2147483647, and at most 1 with GPU memory (gpuRequestType memory, gpuMemoryRequest): Run:ai takes GPU memory for one GPU only. Leave gpuDevicesRequest out or set it to 1, or ask for whole GPUs without GPU memory"},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The GPU memory of one device, with `gpuRequestType` `memory` (`gpuDevicesRequest` at most 1).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","required":["resource"],"additionalProperties":false,"description":"An extended resource, named by `resource` (also when `exclude` removes one the policy gives).","properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}},"if":{"anyOf":[{"required":["gpuRequestType"],"properties":{"gpuRequestType":{"const":"memory"}}},{"required":["gpuMemoryRequest"]}]},"then":{"properties":{"gpuDevicesRequest":{"maximum":1}}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The new claim's size, a Kubernetes quantity in every version.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"storageClass":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"Left out for the default class. A Kubernetes name in every version; from 2.23 a DNS label (no `.`).","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version.","x-expected":"a uuid such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]},{"since":"2.22","enum":["very-low","low","medium-low","medium","medium-high","high","very-high"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"The secret's name; a DNS label (no `.`) from 2.23.","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `operator`, `key` and `effect`\nmandatory, and `name` until 2.21 (its 2.21 document, SDK 1.221.1, no longer does); `value`\ngoes with `Equal` (their description says the reverse, which Kubernetes does not allow);\n`seconds` only with `NoExecute`.\n","x-vendor":[{"until":"2.20","required":["name","operator","key","effect"]}],"properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"],"description":"How many `values` an expression takes depends on its `operator`, as the vendor's\ndescription (from 2.22) and Kubernetes say: `In` and `NotIn` at least one,\n`Exists` and `DoesNotExist` none, `Gt` and `Lt` one, a whole number.\n","allOf":[{"if":{"required":["operator"],"properties":{"operator":{"enum":["In","NotIn"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Exists","DoesNotExist"]}}},"then":{"properties":{"values":{"maxItems":0}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Gt","Lt"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1,"maxItems":1,"items":{"pattern":"^-?[0-9]+$","x-expected":"a whole number, such as \"4\""}}}}}]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}}}},"templateId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version.","x-expected":"a uuid such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\"","x-since":"2.23"}}};
const func1 = (text) => { let length = 0; for (const _ of text) length++; return length; };
const func6 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]*$", "u");
const pattern6 = new RegExp("^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$", "u");
const pattern12 = new RegExp("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$", "u");
const pattern13 = new RegExp("^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$", "u");
const pattern14 = new RegExp("^0[0-7]{3}$", "u");
const pattern15 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");
const pattern19 = new RegExp("^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$", "u");
const pattern20 = new RegExp("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$", "u");
const pattern22 = new RegExp("^-?[0-9]+$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projectId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clusterId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clusterId"},message:"must have required property '"+"clusterId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec")) || (key0 === "templateId"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 63){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.useGivenNameAsPrefix !== undefined){
if(typeof data.useGivenNameAsPrefix !== "boolean"){
const err9 = {instancePath:instancePath+"/useGivenNameAsPrefix",schemaPath:"#/properties/useGivenNameAsPrefix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.projectId !== undefined){
let data2 = data.projectId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.clusterId !== undefined){
let data3 = data.clusterId;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err12 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.spec !== undefined){
let data4 = data.spec;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!(func6.call(schema32.properties.spec.properties, key1))){
const err16 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.image !== undefined){
let data5 = data4.image;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err17 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.imagePullPolicy !== undefined){
let data6 = data4.imagePullPolicy;
if(!(((data6 === "Always") || (data6 === "Never")) || (data6 === "IfNotPresent"))){
const err19 = {instancePath:instancePath+"/spec/imagePullPolicy",schemaPath:"#/properties/spec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.workingDir !== undefined){
let data7 = data4.workingDir;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err20 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.createHomeDir !== undefined){
if(typeof data4.createHomeDir !== "boolean"){
const err22 = {instancePath:instancePath+"/spec/createHomeDir",schemaPath:"#/properties/spec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.stdin !== undefined){
if(typeof data4.stdin !== "boolean"){
const err23 = {instancePath:instancePath+"/spec/stdin",schemaPath:"#/properties/spec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.tty !== undefined){
if(typeof data4.tty !== "boolean"){
const err24 = {instancePath:instancePath+"/spec/tty",schemaPath:"#/properties/spec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.nodeType !== undefined){
let data11 = data4.nodeType;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err25 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.backoffLimit !== undefined){
let data12 = data4.backoffLimit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data4.completions !== undefined){
let data13 = data4.completions;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err29 = {instancePath:instancePath+"/spec/completions",schemaPath:"#/properties/spec/properties/completions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
const err30 = {instancePath:instancePath+"/spec/completions",schemaPath:"#/properties/spec/properties/completions/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err31 = {instancePath:instancePath+"/spec/completions",schemaPath:"#/properties/spec/properties/completions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data4.parallelism !== undefined){
let data14 = data4.parallelism;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err32 = {instancePath:instancePath+"/spec/parallelism",schemaPath:"#/properties/spec/properties/parallelism/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 2147483647 || isNaN(data14)){
const err33 = {instancePath:instancePath+"/spec/parallelism",schemaPath:"#/properties/spec/properties/parallelism/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err34 = {instancePath:instancePath+"/spec/parallelism",schemaPath:"#/properties/spec/properties/parallelism/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data4.command !== undefined){
let data15 = data4.command;
if(typeof data15 === "string"){
if(func1(data15) < 1){
const err35 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.args !== undefined){
let data16 = data4.args;
if(typeof data16 === "string"){
if(func1(data16) < 1){
const err37 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data4.environmentVariables !== undefined){
let data17 = data4.environmentVariables;
if(Array.isArray(data17)){
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.name === undefined){
const err39 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key2 in data18){
if(!((((((((key2 === "name") || (key2 === "value")) || (key2 === "configMap")) || (key2 === "description")) || (key2 === "exclude")) || (key2 === "podFieldRef")) || (key2 === "secret")) || (key2 === "userCredential"))){
const err40 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data18.name !== undefined){
let data19 = data18.name;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err41 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data18.value !== undefined){
if(typeof data18.value !== "string"){
const err43 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data18.configMap !== undefined){
let data21 = data18.configMap;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.name === undefined){
const err44 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data21.key === undefined){
const err45 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key3 in data21){
if(!((key3 === "key") || (key3 === "name"))){
const err46 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data21.key !== undefined){
let data22 = data21.key;
if(typeof data22 === "string"){
if(func1(data22) < 1){
const err47 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data21.name !== undefined){
let data23 = data21.name;
if(typeof data23 === "string"){
if(func1(data23) < 1){
const err49 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data18.description !== undefined){
if(typeof data18.description !== "string"){
const err52 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/description",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data18.exclude !== undefined){
if(typeof data18.exclude !== "boolean"){
const err53 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/exclude",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data18.podFieldRef !== undefined){
let data26 = data18.podFieldRef;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.path === undefined){
const err54 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key4 in data26){
if(!(key4 === "path")){
const err55 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data26.path !== undefined){
let data27 = data26.path;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err56 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data18.secret !== undefined){
let data28 = data18.secret;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.name === undefined){
const err59 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data28.key === undefined){
const err60 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key5 in data28){
if(!((key5 === "key") || (key5 === "name"))){
const err61 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data28.key !== undefined){
let data29 = data28.key;
if(typeof data29 === "string"){
if(func1(data29) < 1){
const err62 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data28.name !== undefined){
let data30 = data28.name;
if(typeof data30 === "string"){
if(func1(data30) < 1){
const err64 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data18.userCredential !== undefined){
let data31 = data18.userCredential;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.name === undefined){
const err67 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data31.key === undefined){
const err68 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key6 in data31){
if(!((key6 === "key") || (key6 === "name"))){
const err69 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data31.key !== undefined){
let data32 = data31.key;
if(typeof data32 === "string"){
if(func1(data32) < 1){
const err70 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data31.name !== undefined){
let data33 = data31.name;
if(typeof data33 === "string"){
if(func1(data33) < 1){
const err72 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data4.compute !== undefined){
let data34 = data4.compute;
const _errs77 = errors;
let valid9 = true;
const _errs78 = errors;
const _errs79 = errors;
let valid10 = false;
const _errs80 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing0;
if((data34.gpuRequestType === undefined) && (missing0 = "gpuRequestType")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data34.gpuRequestType !== undefined){
if("memory" !== data34.gpuRequestType){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
var _valid1 = _errs80 === errors;
valid10 = valid10 || _valid1;
if(_valid1){
var props0 = {};
props0.gpuRequestType = true;
}
const _errs82 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing1;
if((data34.gpuMemoryRequest === undefined) && (missing1 = "gpuMemoryRequest")){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
var _valid1 = _errs82 === errors;
valid10 = valid10 || _valid1;
if(!valid10){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs78 === errors;
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs83 = errors;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.gpuDevicesRequest !== undefined){
let data36 = data34.gpuDevicesRequest;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 1 || isNaN(data36)){
const err81 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/then/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
}
var _valid0 = _errs83 === errors;
valid9 = _valid0;
if(valid9){
if(props0 !== true){
props0 = props0 || {};
props0.gpuDevicesRequest = true;
}
}
}
if(!valid9){
const err82 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
for(const key7 in data34){
if(!(func6.call(schema32.properties.spec.properties.compute.properties, key7))){
const err83 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data34.gpuDevicesRequest !== undefined){
let data37 = data34.gpuDevicesRequest;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err84 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 2147483647 || isNaN(data37)){
const err85 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err86 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
if(data34.gpuRequestType !== undefined){
let data38 = data34.gpuRequestType;
if(!(((data38 === "portion") || (data38 === "memory")) || (data38 === "migProfile"))){
const err87 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data34.gpuPortionRequest !== undefined){
let data39 = data34.gpuPortionRequest;
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 > 1 || isNaN(data39)){
const err88 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data39 < 0 || isNaN(data39)){
const err89 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data34.gpuMemoryRequest !== undefined){
let data40 = data34.gpuMemoryRequest;
if(typeof data40 === "string"){
if(!pattern6.test(data40)){
const err91 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data34.cpuCoreRequest !== undefined){
let data41 = data34.cpuCoreRequest;
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err93 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data34.cpuCoreLimit !== undefined){
let data42 = data34.cpuCoreLimit;
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err95 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data34.cpuMemoryRequest !== undefined){
let data43 = data34.cpuMemoryRequest;
if(typeof data43 === "string"){
if(!pattern6.test(data43)){
const err97 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data34.cpuMemoryLimit !== undefined){
let data44 = data34.cpuMemoryLimit;
if(typeof data44 === "string"){
if(!pattern6.test(data44)){
const err99 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data34.largeShmRequest !== undefined){
if(typeof data34.largeShmRequest !== "boolean"){
const err101 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data34.extendedResources !== undefined){
let data46 = data34.extendedResources;
if(Array.isArray(data46)){
const len1 = data46.length;
for(let i1=0; i1<len1; i1++){
let data47 = data46[i1];
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.resource === undefined){
const err102 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
for(const key8 in data47){
if(!(((key8 === "exclude") || (key8 === "quantity")) || (key8 === "resource"))){
const err103 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data47.exclude !== undefined){
if(typeof data47.exclude !== "boolean"){
const err104 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/exclude",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data47.quantity !== undefined){
let data49 = data47.quantity;
if(typeof data49 === "string"){
if(!pattern6.test(data49)){
const err105 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data47.resource !== undefined){
let data50 = data47.resource;
if(typeof data50 === "string"){
if(func1(data50) < 1){
const err107 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/spec/compute/extendedResources",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data34.gpuMemoryLimit !== undefined){
let data51 = data34.gpuMemoryLimit;
if(typeof data51 === "string"){
if(!pattern6.test(data51)){
const err111 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data34.gpuPortionLimit !== undefined){
let data52 = data34.gpuPortionLimit;
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 0 || isNaN(data52)){
const err113 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data34.migProfile !== undefined){
let data53 = data34.migProfile;
if(!((((((((((data53 === "1g.5gb") || (data53 === "1g.10gb")) || (data53 === "2g.10gb")) || (data53 === "2g.20gb")) || (data53 === "3g.20gb")) || (data53 === "3g.40gb")) || (data53 === "4g.20gb")) || (data53 === "4g.40gb")) || (data53 === "7g.40gb")) || (data53 === "7g.80gb"))){
const err115 = {instancePath:instancePath+"/spec/compute/migProfile",schemaPath:"#/properties/spec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data4.storage !== undefined){
let data54 = data4.storage;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
for(const key9 in data54){
if(!(func6.call(schema32.properties.spec.properties.storage.properties, key9))){
const err117 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data54.pvc !== undefined){
let data55 = data54.pvc;
if(Array.isArray(data55)){
const len2 = data55.length;
for(let i2=0; i2<len2; i2++){
let data56 = data55[i2];
const _errs126 = errors;
let valid20 = true;
const _errs127 = errors;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.existingPvc !== undefined){
if(true !== data56.existingPvc){
const err118 = {};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
var _valid2 = _errs127 === errors;
errors = _errs126;
if(vErrors !== null){
if(_errs126){
vErrors.length = _errs126;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid2){
const _errs129 = errors;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.claimName === undefined){
const err119 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
var _valid2 = _errs129 === errors;
valid20 = _valid2;
ifClause0 = "then";
}
else {
const _errs130 = errors;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.claimInfo === undefined){
const err120 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
var _valid2 = _errs130 === errors;
valid20 = _valid2;
ifClause0 = "else";
}
if(!valid20){
const err121 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.path === undefined){
const err122 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data56.existingPvc === undefined){
const err123 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
for(const key10 in data56){
if(!(func6.call(schema32.properties.spec.properties.storage.properties.pvc.items.properties, key10))){
const err124 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data56.path !== undefined){
let data58 = data56.path;
if(typeof data58 === "string"){
if(func1(data58) < 1){
const err125 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data56.readOnly !== undefined){
if(typeof data56.readOnly !== "boolean"){
const err127 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data56.existingPvc !== undefined){
if(typeof data56.existingPvc !== "boolean"){
const err128 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data56.claimName !== undefined){
let data61 = data56.claimName;
if(typeof data61 === "string"){
if(func1(data61) > 63){
const err129 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(func1(data61) < 1){
const err130 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
else {
const err131 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data56.claimInfo !== undefined){
let data62 = data56.claimInfo;
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.size === undefined){
const err132 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
for(const key11 in data62){
if(!(((((key11 === "size") || (key11 === "storageClass")) || (key11 === "accessModes")) || (key11 === "addedAttrValues")) || (key11 === "volumeMode"))){
const err133 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data62.size !== undefined){
let data63 = data62.size;
if(typeof data63 === "string"){
if(!pattern6.test(data63)){
const err134 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
else {
const err135 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data62.storageClass !== undefined){
let data64 = data62.storageClass;
if(typeof data64 === "string"){
if(func1(data64) > 253){
const err136 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(func1(data64) < 1){
const err137 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(!pattern12.test(data64)){
const err138 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
else {
const err139 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data62.accessModes !== undefined){
let data65 = data62.accessModes;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
for(const key12 in data65){
if(!(((key12 === "readOnlyMany") || (key12 === "readWriteMany")) || (key12 === "readWriteOnce"))){
const err140 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data65.readOnlyMany !== undefined){
if(typeof data65.readOnlyMany !== "boolean"){
const err141 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data65.readWriteMany !== undefined){
if(typeof data65.readWriteMany !== "boolean"){
const err142 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data65.readWriteOnce !== undefined){
if(typeof data65.readWriteOnce !== "boolean"){
const err143 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
else {
const err144 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data62.addedAttrValues !== undefined){
let data69 = data62.addedAttrValues;
if(Array.isArray(data69)){
const len3 = data69.length;
for(let i3=0; i3<len3; i3++){
let data70 = data69[i3];
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.key === undefined){
const err145 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
for(const key13 in data70){
if(!((key13 === "key") || (key13 === "value"))){
const err146 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data70.key !== undefined){
let data71 = data70.key;
if(typeof data71 === "string"){
if(func1(data71) > 63){
const err147 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(func1(data71) < 1){
const err148 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(!pattern13.test(data71)){
const err149 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data70.value !== undefined){
if(typeof data70.value !== "string"){
const err151 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/value",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data62.volumeMode !== undefined){
let data73 = data62.volumeMode;
if(!((data73 === "Filesystem") || (data73 === "Block"))){
const err154 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/volumeMode",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data56.dataSharing !== undefined){
if(typeof data56.dataSharing !== "boolean"){
const err156 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/dataSharing",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data56.ephemeral !== undefined){
if(typeof data56.ephemeral !== "boolean"){
const err157 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/ephemeral",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data56.exclude !== undefined){
if(typeof data56.exclude !== "boolean"){
const err158 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data56.name !== undefined){
let data77 = data56.name;
if(typeof data77 === "string"){
if(func1(data77) < 1){
const err159 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
else {
const err162 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data54.git !== undefined){
let data78 = data54.git;
if(Array.isArray(data78)){
const len4 = data78.length;
for(let i4=0; i4<len4; i4++){
let data79 = data78[i4];
if(data79 && typeof data79 == "object" && !Array.isArray(data79)){
if(data79.repository === undefined){
const err163 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data79.path === undefined){
const err164 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
for(const key14 in data79){
if(!(func6.call(schema32.properties.spec.properties.storage.properties.git.items.properties, key14))){
const err165 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data79.name !== undefined){
let data80 = data79.name;
if(typeof data80 === "string"){
if(func1(data80) < 1){
const err166 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
else {
const err167 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data79.repository !== undefined){
let data81 = data79.repository;
if(typeof data81 === "string"){
if(func1(data81) < 1){
const err168 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data79.branch !== undefined){
let data82 = data79.branch;
if(typeof data82 === "string"){
if(func1(data82) < 1){
const err170 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
else {
const err171 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data79.revision !== undefined){
let data83 = data79.revision;
if(typeof data83 === "string"){
if(func1(data83) < 1){
const err172 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
else {
const err173 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data79.path !== undefined){
let data84 = data79.path;
if(typeof data84 === "string"){
if(func1(data84) < 1){
const err174 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data79.passwordSecret !== undefined){
let data85 = data79.passwordSecret;
if(typeof data85 === "string"){
if(func1(data85) < 1){
const err176 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data79.exclude !== undefined){
if(typeof data79.exclude !== "boolean"){
const err178 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data79.secretKeyOfPassword !== undefined){
let data87 = data79.secretKeyOfPassword;
if(typeof data87 === "string"){
if(func1(data87) < 1){
const err179 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
else {
const err180 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data79.secretKeyOfUser !== undefined){
let data88 = data79.secretKeyOfUser;
if(typeof data88 === "string"){
if(func1(data88) < 1){
const err181 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
else {
const err182 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data79.secretRef !== undefined){
let data89 = data79.secretRef;
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
for(const key15 in data89){
if(!((((key15 === "authenticationMethod") || (key15 === "name")) || (key15 === "secretKeyOfPassword")) || (key15 === "secretKeyOfUser"))){
const err183 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data89.authenticationMethod !== undefined){
let data90 = data89.authenticationMethod;
if(!((data90 === "password") || (data90 === "ssh-key"))){
const err184 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/authenticationMethod",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data89.name !== undefined){
let data91 = data89.name;
if(typeof data91 === "string"){
if(func1(data91) < 1){
const err185 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
else {
const err186 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data89.secretKeyOfPassword !== undefined){
let data92 = data89.secretKeyOfPassword;
if(typeof data92 === "string"){
if(func1(data92) < 1){
const err187 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
else {
const err188 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data89.secretKeyOfUser !== undefined){
let data93 = data89.secretKeyOfUser;
if(typeof data93 === "string"){
if(func1(data93) < 1){
const err189 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
else {
const err190 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
else {
const err191 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
else {
const err192 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data54.hostPath !== undefined){
let data94 = data54.hostPath;
if(Array.isArray(data94)){
const len5 = data94.length;
for(let i5=0; i5<len5; i5++){
let data95 = data94[i5];
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
if(data95.path === undefined){
const err194 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
if(data95.mountPath === undefined){
const err195 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(data95.readOnly === undefined){
const err196 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
for(const key16 in data95){
if(!((((((key16 === "path") || (key16 === "mountPath")) || (key16 === "readOnly")) || (key16 === "exclude")) || (key16 === "mountPropagation")) || (key16 === "name"))){
const err197 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data95.path !== undefined){
let data96 = data95.path;
if(typeof data96 === "string"){
if(func1(data96) < 1){
const err198 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
else {
const err199 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data95.mountPath !== undefined){
let data97 = data95.mountPath;
if(typeof data97 === "string"){
if(func1(data97) < 1){
const err200 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
else {
const err201 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
if(data95.readOnly !== undefined){
if(typeof data95.readOnly !== "boolean"){
const err202 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data95.exclude !== undefined){
if(typeof data95.exclude !== "boolean"){
const err203 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data95.mountPropagation !== undefined){
let data100 = data95.mountPropagation;
if(!((data100 === "None") || (data100 === "HostToContainer"))){
const err204 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPropagation",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data95.name !== undefined){
let data101 = data95.name;
if(typeof data101 === "string"){
if(func1(data101) < 1){
const err205 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
else {
const err206 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
else {
const err207 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
else {
const err208 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data54.configMapVolume !== undefined){
let data102 = data54.configMapVolume;
if(Array.isArray(data102)){
const len6 = data102.length;
for(let i6=0; i6<len6; i6++){
let data103 = data102[i6];
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
for(const key17 in data103){
if(!((((((key17 === "configMap") || (key17 === "defaultMode")) || (key17 === "exclude")) || (key17 === "mountPath")) || (key17 === "name")) || (key17 === "subPath"))){
const err209 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data103.configMap !== undefined){
let data104 = data103.configMap;
if(typeof data104 === "string"){
if(func1(data104) < 1){
const err210 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
else {
const err211 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data103.defaultMode !== undefined){
let data105 = data103.defaultMode;
if(typeof data105 === "string"){
if(func1(data105) > 4){
const err212 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
if(func1(data105) < 4){
const err213 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(!pattern14.test(data105)){
const err214 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
else {
const err215 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data103.exclude !== undefined){
if(typeof data103.exclude !== "boolean"){
const err216 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data103.mountPath !== undefined){
let data107 = data103.mountPath;
if(typeof data107 === "string"){
if(func1(data107) < 1){
const err217 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
else {
const err218 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data103.name !== undefined){
let data108 = data103.name;
if(typeof data108 === "string"){
if(func1(data108) < 1){
const err219 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
else {
const err220 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data103.subPath !== undefined){
let data109 = data103.subPath;
if(typeof data109 === "string"){
if(func1(data109) < 1){
const err221 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
else {
const err222 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
}
else {
const err223 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
}
else {
const err224 = {instancePath:instancePath+"/spec/storage/configMapVolume",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data54.dataVolume !== undefined){
let data110 = data54.dataVolume;
if(Array.isArray(data110)){
const len7 = data110.length;
for(let i7=0; i7<len7; i7++){
let data111 = data110[i7];
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
for(const key18 in data111){
if(!(((key18 === "exclude") || (key18 === "id")) || (key18 === "mountPath"))){
const err225 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data111.exclude !== undefined){
if(typeof data111.exclude !== "boolean"){
const err226 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data111.id !== undefined){
let data113 = data111.id;
if(typeof data113 === "string"){
if(!pattern15.test(data113)){
const err227 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
else {
const err228 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data111.mountPath !== undefined){
if(typeof data111.mountPath !== "string"){
const err229 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
}
else {
const err230 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/spec/storage/dataVolume",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data54.emptyDirVolume !== undefined){
let data115 = data54.emptyDirVolume;
if(Array.isArray(data115)){
const len8 = data115.length;
for(let i8=0; i8<len8; i8++){
let data116 = data115[i8];
if(data116 && typeof data116 == "object" && !Array.isArray(data116)){
for(const key19 in data116){
if(!(((((key19 === "exclude") || (key19 === "medium")) || (key19 === "name")) || (key19 === "path")) || (key19 === "sizeLimit"))){
const err232 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data116.exclude !== undefined){
if(typeof data116.exclude !== "boolean"){
const err233 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data116.medium !== undefined){
let data118 = data116.medium;
if(typeof data118 === "string"){
if(func1(data118) < 1){
const err234 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
else {
const err235 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data116.name !== undefined){
let data119 = data116.name;
if(typeof data119 === "string"){
if(func1(data119) < 1){
const err236 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
else {
const err237 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data116.path !== undefined){
let data120 = data116.path;
if(typeof data120 === "string"){
if(func1(data120) < 1){
const err238 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
else {
const err239 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data116.sizeLimit !== undefined){
let data121 = data116.sizeLimit;
if(typeof data121 === "string"){
if(!pattern6.test(data121)){
const err240 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
else {
const err241 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
}
else {
const err242 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
}
else {
const err243 = {instancePath:instancePath+"/spec/storage/emptyDirVolume",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
if(data54.nfs !== undefined){
let data122 = data54.nfs;
if(Array.isArray(data122)){
const len9 = data122.length;
for(let i9=0; i9<len9; i9++){
let data123 = data122[i9];
if(data123 && typeof data123 == "object" && !Array.isArray(data123)){
for(const key20 in data123){
if(!((((((key20 === "exclude") || (key20 === "mountPath")) || (key20 === "name")) || (key20 === "path")) || (key20 === "readOnly")) || (key20 === "server"))){
const err244 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data123.exclude !== undefined){
if(typeof data123.exclude !== "boolean"){
const err245 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data123.mountPath !== undefined){
let data125 = data123.mountPath;
if(typeof data125 === "string"){
if(func1(data125) < 1){
const err246 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
else {
const err247 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data123.name !== undefined){
let data126 = data123.name;
if(typeof data126 === "string"){
if(func1(data126) < 1){
const err248 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
else {
const err249 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
if(data123.path !== undefined){
let data127 = data123.path;
if(typeof data127 === "string"){
if(func1(data127) < 1){
const err250 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
else {
const err251 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data123.readOnly !== undefined){
if(typeof data123.readOnly !== "boolean"){
const err252 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
if(data123.server !== undefined){
let data129 = data123.server;
if(typeof data129 === "string"){
if(func1(data129) < 1){
const err253 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
else {
const err254 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
}
else {
const err255 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
}
else {
const err256 = {instancePath:instancePath+"/spec/storage/nfs",schemaPath:"#/properties/spec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data54.s3 !== undefined){
let data130 = data54.s3;
if(Array.isArray(data130)){
const len10 = data130.length;
for(let i10=0; i10<len10; i10++){
let data131 = data130[i10];
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
for(const key21 in data131){
if(!((((((((key21 === "accessKeySecret") || (key21 === "bucket")) || (key21 === "exclude")) || (key21 === "name")) || (key21 === "path")) || (key21 === "secretKeyOfAccessKeyId")) || (key21 === "secretKeyOfSecretKey")) || (key21 === "url"))){
const err257 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data131.accessKeySecret !== undefined){
let data132 = data131.accessKeySecret;
if(typeof data132 === "string"){
if(func1(data132) < 1){
const err258 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
else {
const err259 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data131.bucket !== undefined){
let data133 = data131.bucket;
if(typeof data133 === "string"){
if(func1(data133) < 1){
const err260 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
else {
const err261 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data131.exclude !== undefined){
if(typeof data131.exclude !== "boolean"){
const err262 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data131.name !== undefined){
let data135 = data131.name;
if(typeof data135 === "string"){
if(func1(data135) < 1){
const err263 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
else {
const err264 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data131.path !== undefined){
let data136 = data131.path;
if(typeof data136 === "string"){
if(func1(data136) < 1){
const err265 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
else {
const err266 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data131.secretKeyOfAccessKeyId !== undefined){
let data137 = data131.secretKeyOfAccessKeyId;
if(typeof data137 === "string"){
if(func1(data137) < 1){
const err267 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
else {
const err268 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data131.secretKeyOfSecretKey !== undefined){
let data138 = data131.secretKeyOfSecretKey;
if(typeof data138 === "string"){
if(func1(data138) < 1){
const err269 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
else {
const err270 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
if(data131.url !== undefined){
let data139 = data131.url;
if(typeof data139 === "string"){
if(func1(data139) < 1){
const err271 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
else {
const err272 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
else {
const err273 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
else {
const err274 = {instancePath:instancePath+"/spec/storage/s3",schemaPath:"#/properties/spec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data54.secretVolume !== undefined){
let data140 = data54.secretVolume;
if(Array.isArray(data140)){
const len11 = data140.length;
for(let i11=0; i11<len11; i11++){
let data141 = data140[i11];
if(data141 && typeof data141 == "object" && !Array.isArray(data141)){
for(const key22 in data141){
if(!(((((key22 === "defaultMode") || (key22 === "exclude")) || (key22 === "mountPath")) || (key22 === "name")) || (key22 === "secret"))){
const err275 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data141.defaultMode !== undefined){
let data142 = data141.defaultMode;
if(typeof data142 === "string"){
if(func1(data142) > 4){
const err276 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
if(func1(data142) < 4){
const err277 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
if(!pattern14.test(data142)){
const err278 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
else {
const err279 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data141.exclude !== undefined){
if(typeof data141.exclude !== "boolean"){
const err280 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
if(data141.mountPath !== undefined){
let data144 = data141.mountPath;
if(typeof data144 === "string"){
if(func1(data144) < 1){
const err281 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
else {
const err282 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
if(data141.name !== undefined){
let data145 = data141.name;
if(typeof data145 === "string"){
if(func1(data145) < 1){
const err283 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
else {
const err284 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data141.secret !== undefined){
let data146 = data141.secret;
if(typeof data146 === "string"){
if(func1(data146) < 1){
const err285 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
else {
const err286 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
}
else {
const err287 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
}
else {
const err288 = {instancePath:instancePath+"/spec/storage/secretVolume",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
else {
const err289 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data4.security !== undefined){
let data147 = data4.security;
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
for(const key23 in data147){
if(!(func6.call(schema32.properties.spec.properties.security.properties, key23))){
const err290 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
if(data147.hostIpc !== undefined){
if(typeof data147.hostIpc !== "boolean"){
const err291 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data147.hostNetwork !== undefined){
if(typeof data147.hostNetwork !== "boolean"){
const err292 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
if(data147.allowPrivilegeEscalation !== undefined){
if(typeof data147.allowPrivilegeEscalation !== "boolean"){
const err293 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data147.capabilities !== undefined){
let data151 = data147.capabilities;
if(Array.isArray(data151)){
const len12 = data151.length;
for(let i12=0; i12<len12; i12++){
let data152 = data151[i12];
if(!((((((((((((((((((((((((((((((((((((((data152 === "AUDIT_CONTROL") || (data152 === "AUDIT_READ")) || (data152 === "AUDIT_WRITE")) || (data152 === "BLOCK_SUSPEND")) || (data152 === "CHOWN")) || (data152 === "DAC_OVERRIDE")) || (data152 === "DAC_READ_SEARCH")) || (data152 === "FOWNER")) || (data152 === "FSETID")) || (data152 === "IPC_LOCK")) || (data152 === "IPC_OWNER")) || (data152 === "KILL")) || (data152 === "LEASE")) || (data152 === "LINUX_IMMUTABLE")) || (data152 === "MAC_ADMIN")) || (data152 === "MAC_OVERRIDE")) || (data152 === "MKNOD")) || (data152 === "NET_ADMIN")) || (data152 === "NET_BIND_SERVICE")) || (data152 === "NET_BROADCAST")) || (data152 === "NET_RAW")) || (data152 === "SETGID")) || (data152 === "SETFCAP")) || (data152 === "SETPCAP")) || (data152 === "SETUID")) || (data152 === "SYS_ADMIN")) || (data152 === "SYS_BOOT")) || (data152 === "SYS_CHROOT")) || (data152 === "SYS_MODULE")) || (data152 === "SYS_NICE")) || (data152 === "SYS_PACCT")) || (data152 === "SYS_PTRACE")) || (data152 === "SYS_RAWIO")) || (data152 === "SYS_RESOURCE")) || (data152 === "SYS_TIME")) || (data152 === "SYS_TTY_CONFIG")) || (data152 === "SYSLOG")) || (data152 === "WAKE_ALARM"))){
const err294 = {instancePath:instancePath+"/spec/security/capabilities/" + i12,schemaPath:"#/properties/spec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
}
else {
const err295 = {instancePath:instancePath+"/spec/security/capabilities",schemaPath:"#/properties/spec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data147.readOnlyRootFilesystem !== undefined){
if(typeof data147.readOnlyRootFilesystem !== "boolean"){
const err296 = {instancePath:instancePath+"/spec/security/readOnlyRootFilesystem",schemaPath:"#/properties/spec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
if(data147.runAsGid !== undefined){
let data154 = data147.runAsGid;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
const err297 = {instancePath:instancePath+"/spec/security/runAsGid",schemaPath:"#/properties/spec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data147.runAsNonRoot !== undefined){
if(typeof data147.runAsNonRoot !== "boolean"){
const err298 = {instancePath:instancePath+"/spec/security/runAsNonRoot",schemaPath:"#/properties/spec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
if(data147.runAsUid !== undefined){
let data156 = data147.runAsUid;
if(!(((typeof data156 == "number") && (!(data156 % 1) && !isNaN(data156))) && (isFinite(data156)))){
const err299 = {instancePath:instancePath+"/spec/security/runAsUid",schemaPath:"#/properties/spec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data147.seccompProfileType !== undefined){
let data157 = data147.seccompProfileType;
if(!(((data157 === "RuntimeDefault") || (data157 === "Unconfined")) || (data157 === "Localhost"))){
const err300 = {instancePath:instancePath+"/spec/security/seccompProfileType",schemaPath:"#/properties/spec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
if(data147.supplementalGroups !== undefined){
if(typeof data147.supplementalGroups !== "string"){
const err301 = {instancePath:instancePath+"/spec/security/supplementalGroups",schemaPath:"#/properties/spec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data147.uidGidSource !== undefined){
let data159 = data147.uidGidSource;
if(!(((data159 === "fromTheImage") || (data159 === "fromIdpToken")) || (data159 === "custom"))){
const err302 = {instancePath:instancePath+"/spec/security/uidGidSource",schemaPath:"#/properties/spec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
else {
const err303 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data160 = data4.priorityClass;
if(typeof data160 === "string"){
if(func1(data160) < 1){
const err304 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
else {
const err305 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data161 = data4.preemptibility;
if(!((data161 === "preemptible") || (data161 === "non-preemptible"))){
const err306 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data162 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data162 == "number") && (!(data162 % 1) && !isNaN(data162))) && (isFinite(data162)))){
const err307 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
if((typeof data162 == "number") && (isFinite(data162))){
if(data162 < 0 || isNaN(data162)){
const err308 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data163 = data4.nodePools;
if(Array.isArray(data163)){
const len13 = data163.length;
for(let i13=0; i13<len13; i13++){
let data164 = data163[i13];
if(typeof data164 === "string"){
if(func1(data164) < 1){
const err309 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
else {
const err310 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
}
else {
const err311 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data4.category !== undefined){
let data165 = data4.category;
if(typeof data165 === "string"){
if(func1(data165) < 1){
const err312 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
else {
const err313 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data166 = data4.imagePullSecrets;
if(Array.isArray(data166)){
const len14 = data166.length;
for(let i14=0; i14<len14; i14++){
let data167 = data166[i14];
if(data167 && typeof data167 == "object" && !Array.isArray(data167)){
if(data167.name === undefined){
const err314 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
for(const key24 in data167){
if(!(((key24 === "name") || (key24 === "userCredential")) || (key24 === "exclude"))){
const err315 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
if(data167.name !== undefined){
let data168 = data167.name;
if(typeof data168 === "string"){
if(func1(data168) > 253){
const err316 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
if(func1(data168) < 1){
const err317 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
if(!pattern12.test(data168)){
const err318 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
else {
const err319 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data167.userCredential !== undefined){
if(typeof data167.userCredential !== "boolean"){
const err320 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
if(data167.exclude !== undefined){
if(typeof data167.exclude !== "boolean"){
const err321 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/exclude",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
}
else {
const err322 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
}
else {
const err323 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data171 = data4.tolerations;
if(Array.isArray(data171)){
const len15 = data171.length;
for(let i15=0; i15<len15; i15++){
let data172 = data171[i15];
if(data172 && typeof data172 == "object" && !Array.isArray(data172)){
if(data172.operator === undefined){
const err324 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(data172.key === undefined){
const err325 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(data172.effect === undefined){
const err326 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
for(const key25 in data172){
if(!(((((((key25 === "name") || (key25 === "operator")) || (key25 === "key")) || (key25 === "value")) || (key25 === "effect")) || (key25 === "seconds")) || (key25 === "exclude"))){
const err327 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
if(data172.name !== undefined){
let data173 = data172.name;
if(typeof data173 === "string"){
if(func1(data173) < 1){
const err328 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
else {
const err329 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data172.operator !== undefined){
let data174 = data172.operator;
if(!((data174 === "Equal") || (data174 === "Exists"))){
const err330 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
if(data172.key !== undefined){
let data175 = data172.key;
if(typeof data175 === "string"){
if(func1(data175) < 1){
const err331 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
else {
const err332 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
if(data172.value !== undefined){
if(typeof data172.value !== "string"){
const err333 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data172.effect !== undefined){
let data177 = data172.effect;
if(!((((data177 === "NoSchedule") || (data177 === "NoExecute")) || (data177 === "PreferNoSchedule")) || (data177 === "Any"))){
const err334 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data172.seconds !== undefined){
let data178 = data172.seconds;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err335 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 1 || isNaN(data178)){
const err336 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
}
if(data172.exclude !== undefined){
if(typeof data172.exclude !== "boolean"){
const err337 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/exclude",schemaPath:"#/properties/spec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
}
else {
const err338 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
}
else {
const err339 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data180 = data4.terminationGracePeriodSeconds;
if(!(((typeof data180 == "number") && (!(data180 % 1) && !isNaN(data180))) && (isFinite(data180)))){
const err340 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if((typeof data180 == "number") && (isFinite(data180))){
if(data180 < 0 || isNaN(data180)){
const err341 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data181 = data4.restartPolicy;
if(!(((data181 === "Always") || (data181 === "Never")) || (data181 === "OnFailure"))){
const err342 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err343 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
if(data4.labels !== undefined){
let data183 = data4.labels;
if(Array.isArray(data183)){
const len16 = data183.length;
for(let i16=0; i16<len16; i16++){
let data184 = data183[i16];
if(data184 && typeof data184 == "object" && !Array.isArray(data184)){
if(data184.name === undefined){
const err344 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if(data184.value === undefined){
const err345 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
for(const key26 in data184){
if(!(((key26 === "name") || (key26 === "value")) || (key26 === "exclude"))){
const err346 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
if(data184.name !== undefined){
let data185 = data184.name;
if(typeof data185 === "string"){
if(func1(data185) > 63){
const err347 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if(func1(data185) < 1){
const err348 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
if(!pattern19.test(data185)){
const err349 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
else {
const err350 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
if(data184.value !== undefined){
let data186 = data184.value;
if(typeof data186 === "string"){
if(func1(data186) > 63){
const err351 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if(!pattern20.test(data186)){
const err352 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
else {
const err353 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
if(data184.exclude !== undefined){
if(typeof data184.exclude !== "boolean"){
const err354 = {instancePath:instancePath+"/spec/labels/" + i16+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
}
else {
const err355 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
}
else {
const err356 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data188 = data4.annotations;
if(Array.isArray(data188)){
const len17 = data188.length;
for(let i17=0; i17<len17; i17++){
let data189 = data188[i17];
if(data189 && typeof data189 == "object" && !Array.isArray(data189)){
if(data189.name === undefined){
const err357 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if(data189.value === undefined){
const err358 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
for(const key27 in data189){
if(!(((key27 === "name") || (key27 === "value")) || (key27 === "exclude"))){
const err359 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
if(data189.name !== undefined){
let data190 = data189.name;
if(typeof data190 === "string"){
if(func1(data190) > 63){
const err360 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
if(func1(data190) < 1){
const err361 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
if(!pattern19.test(data190)){
const err362 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
else {
const err363 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
if(data189.value !== undefined){
let data191 = data189.value;
if(typeof data191 === "string"){
if(func1(data191) > 4096){
const err364 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
else {
const err365 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
if(data189.exclude !== undefined){
if(typeof data189.exclude !== "boolean"){
const err366 = {instancePath:instancePath+"/spec/annotations/" + i17+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
}
else {
const err367 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
}
else {
const err368 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
if(data4.ports !== undefined){
let data193 = data4.ports;
if(Array.isArray(data193)){
const len18 = data193.length;
for(let i18=0; i18<len18; i18++){
let data194 = data193[i18];
if(data194 && typeof data194 == "object" && !Array.isArray(data194)){
if(data194.container === undefined){
const err369 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if(data194.serviceType === undefined){
const err370 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
for(const key28 in data194){
if(!(((((((key28 === "container") || (key28 === "external")) || (key28 === "serviceType")) || (key28 === "exclude")) || (key28 === "name")) || (key28 === "toolName")) || (key28 === "toolType"))){
const err371 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
if(data194.container !== undefined){
let data195 = data194.container;
if(!(((typeof data195 == "number") && (!(data195 % 1) && !isNaN(data195))) && (isFinite(data195)))){
const err372 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
if((typeof data195 == "number") && (isFinite(data195))){
if(data195 > 65535 || isNaN(data195)){
const err373 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
if(data195 < 1 || isNaN(data195)){
const err374 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
}
if(data194.external !== undefined){
let data196 = data194.external;
if(!(((typeof data196 == "number") && (!(data196 % 1) && !isNaN(data196))) && (isFinite(data196)))){
const err375 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
if((typeof data196 == "number") && (isFinite(data196))){
if(data196 > 65535 || isNaN(data196)){
const err376 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if(data196 < 1 || isNaN(data196)){
const err377 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
}
if(data194.serviceType !== undefined){
let data197 = data194.serviceType;
if(!(((data197 === "LoadBalancer") || (data197 === "NodePort")) || (data197 === "ClusterIP"))){
const err378 = {instancePath:instancePath+"/spec/ports/" + i18+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data194.exclude !== undefined){
if(typeof data194.exclude !== "boolean"){
const err379 = {instancePath:instancePath+"/spec/ports/" + i18+"/exclude",schemaPath:"#/properties/spec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
if(data194.name !== undefined){
let data199 = data194.name;
if(typeof data199 === "string"){
if(func1(data199) < 1){
const err380 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
else {
const err381 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
if(data194.toolName !== undefined){
if(typeof data194.toolName !== "string"){
const err382 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolName",schemaPath:"#/properties/spec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data194.toolType !== undefined){
if(typeof data194.toolType !== "string"){
const err383 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolType",schemaPath:"#/properties/spec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
}
else {
const err384 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
}
else {
const err385 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data202 = data4.exposedUrls;
if(Array.isArray(data202)){
const len19 = data202.length;
for(let i19=0; i19<len19; i19++){
let data203 = data202[i19];
if(data203 && typeof data203 == "object" && !Array.isArray(data203)){
if(data203.container === undefined){
const err386 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
for(const key29 in data203){
if(!(func6.call(schema32.properties.spec.properties.exposedUrls.items.properties, key29))){
const err387 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data203.container !== undefined){
let data204 = data203.container;
if(!(((typeof data204 == "number") && (!(data204 % 1) && !isNaN(data204))) && (isFinite(data204)))){
const err388 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if((typeof data204 == "number") && (isFinite(data204))){
if(data204 > 65535 || isNaN(data204)){
const err389 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
if(data204 < 1 || isNaN(data204)){
const err390 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
if(data203.authorizationType !== undefined){
let data205 = data203.authorizationType;
if(!(((data205 === "authenticatedUsers") || (data205 === "authorizedUsers")) || (data205 === "authorizedGroups"))){
const err391 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizationType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
if(data203.authorizedGroups !== undefined){
let data206 = data203.authorizedGroups;
if(Array.isArray(data206)){
const len20 = data206.length;
for(let i20=0; i20<len20; i20++){
if(typeof data206[i20] !== "string"){
const err392 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups/" + i20,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
}
else {
const err393 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data203.authorizedUsers !== undefined){
let data208 = data203.authorizedUsers;
if(Array.isArray(data208)){
const len21 = data208.length;
for(let i21=0; i21<len21; i21++){
if(typeof data208[i21] !== "string"){
const err394 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers/" + i21,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
}
else {
const err395 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
if(data203.exclude !== undefined){
if(typeof data203.exclude !== "boolean"){
const err396 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/exclude",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
if(data203.name !== undefined){
let data211 = data203.name;
if(typeof data211 === "string"){
if(func1(data211) < 1){
const err397 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
else {
const err398 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
if(data203.toolName !== undefined){
if(typeof data203.toolName !== "string"){
const err399 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolName",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
if(data203.toolType !== undefined){
if(typeof data203.toolType !== "string"){
const err400 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
if(data203.url !== undefined){
if(typeof data203.url !== "string"){
const err401 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/url",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
else {
const err402 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
}
else {
const err403 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
if(data4.probes !== undefined){
let data215 = data4.probes;
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
for(const key30 in data215){
if(!(key30 === "readiness")){
const err404 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
if(data215.readiness !== undefined){
let data216 = data215.readiness;
if(data216 && typeof data216 == "object" && !Array.isArray(data216)){
for(const key31 in data216){
if(!((((((key31 === "failureThreshold") || (key31 === "handler")) || (key31 === "initialDelaySeconds")) || (key31 === "periodSeconds")) || (key31 === "successThreshold")) || (key31 === "timeoutSeconds"))){
const err405 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
if(data216.failureThreshold !== undefined){
let data217 = data216.failureThreshold;
if(!(((typeof data217 == "number") && (!(data217 % 1) && !isNaN(data217))) && (isFinite(data217)))){
const err406 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
if((typeof data217 == "number") && (isFinite(data217))){
if(data217 < 1 || isNaN(data217)){
const err407 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
}
if(data216.handler !== undefined){
let data218 = data216.handler;
if(data218 && typeof data218 == "object" && !Array.isArray(data218)){
for(const key32 in data218){
if(!(key32 === "httpGet")){
const err408 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
if(data218.httpGet !== undefined){
let data219 = data218.httpGet;
if(data219 && typeof data219 == "object" && !Array.isArray(data219)){
for(const key33 in data219){
if(!((((key33 === "host") || (key33 === "path")) || (key33 === "port")) || (key33 === "scheme"))){
const err409 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
if(data219.host !== undefined){
if(typeof data219.host !== "string"){
const err410 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
if(data219.path !== undefined){
if(typeof data219.path !== "string"){
const err411 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
if(data219.port !== undefined){
let data222 = data219.port;
if(!(((typeof data222 == "number") && (!(data222 % 1) && !isNaN(data222))) && (isFinite(data222)))){
const err412 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
if((typeof data222 == "number") && (isFinite(data222))){
if(data222 > 65535 || isNaN(data222)){
const err413 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
if(data222 < 1 || isNaN(data222)){
const err414 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
}
if(data219.scheme !== undefined){
let data223 = data219.scheme;
if(!((data223 === "HTTP") || (data223 === "HTTPS"))){
const err415 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
}
else {
const err416 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
}
else {
const err417 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(data216.initialDelaySeconds !== undefined){
let data224 = data216.initialDelaySeconds;
if(!(((typeof data224 == "number") && (!(data224 % 1) && !isNaN(data224))) && (isFinite(data224)))){
const err418 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if((typeof data224 == "number") && (isFinite(data224))){
if(data224 < 0 || isNaN(data224)){
const err419 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
}
if(data216.periodSeconds !== undefined){
let data225 = data216.periodSeconds;
if(!(((typeof data225 == "number") && (!(data225 % 1) && !isNaN(data225))) && (isFinite(data225)))){
const err420 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
if((typeof data225 == "number") && (isFinite(data225))){
if(data225 < 1 || isNaN(data225)){
const err421 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
}
if(data216.successThreshold !== undefined){
let data226 = data216.successThreshold;
if(!(((typeof data226 == "number") && (!(data226 % 1) && !isNaN(data226))) && (isFinite(data226)))){
const err422 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
if((typeof data226 == "number") && (isFinite(data226))){
if(data226 < 1 || isNaN(data226)){
const err423 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
}
if(data216.timeoutSeconds !== undefined){
let data227 = data216.timeoutSeconds;
if(!(((typeof data227 == "number") && (!(data227 % 1) && !isNaN(data227))) && (isFinite(data227)))){
const err424 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
if((typeof data227 == "number") && (isFinite(data227))){
if(data227 < 1 || isNaN(data227)){
const err425 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
}
else {
const err426 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
}
else {
const err427 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data4.podAffinity !== undefined){
let data228 = data4.podAffinity;
if(data228 && typeof data228 == "object" && !Array.isArray(data228)){
if(data228.key === undefined){
const err428 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
for(const key34 in data228){
if(!((key34 === "key") || (key34 === "type"))){
const err429 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
if(data228.key !== undefined){
if(typeof data228.key !== "string"){
const err430 = {instancePath:instancePath+"/spec/podAffinity/key",schemaPath:"#/properties/spec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
if(data228.type !== undefined){
let data230 = data228.type;
if(!((data230 === "Required") || (data230 === "Preferred"))){
const err431 = {instancePath:instancePath+"/spec/podAffinity/type",schemaPath:"#/properties/spec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
}
else {
const err432 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
if(data4.nodeAffinityRequired !== undefined){
let data231 = data4.nodeAffinityRequired;
if(data231 && typeof data231 == "object" && !Array.isArray(data231)){
for(const key35 in data231){
if(!(key35 === "nodeSelectorTerms")){
const err433 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
}
if(data231.nodeSelectorTerms !== undefined){
let data232 = data231.nodeSelectorTerms;
if(Array.isArray(data232)){
const len22 = data232.length;
for(let i22=0; i22<len22; i22++){
let data233 = data232[i22];
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
for(const key36 in data233){
if(!(key36 === "matchExpressions")){
const err434 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
if(data233.matchExpressions !== undefined){
let data234 = data233.matchExpressions;
if(Array.isArray(data234)){
const len23 = data234.length;
for(let i23=0; i23<len23; i23++){
let data235 = data234[i23];
const _errs501 = errors;
let valid92 = true;
const _errs502 = errors;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
let missing2;
if((data235.operator === undefined) && (missing2 = "operator")){
const err435 = {};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
else {
if(data235.operator !== undefined){
let data236 = data235.operator;
if(!((data236 === "In") || (data236 === "NotIn"))){
const err436 = {};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
}
}
var _valid3 = _errs502 === errors;
errors = _errs501;
if(vErrors !== null){
if(_errs501){
vErrors.length = _errs501;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs504 = errors;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.values === undefined){
const err437 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
if(data235.values !== undefined){
let data237 = data235.values;
if(Array.isArray(data237)){
if(data237.length < 1){
const err438 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
}
}
var _valid3 = _errs504 === errors;
valid92 = _valid3;
if(valid92){
var props1 = {};
props1.values = true;
props1.operator = true;
}
}
if(!valid92){
const err439 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
const _errs507 = errors;
let valid95 = true;
const _errs508 = errors;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
let missing3;
if((data235.operator === undefined) && (missing3 = "operator")){
const err440 = {};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
else {
if(data235.operator !== undefined){
let data238 = data235.operator;
if(!((data238 === "Exists") || (data238 === "DoesNotExist"))){
const err441 = {};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
}
}
}
var _valid4 = _errs508 === errors;
errors = _errs507;
if(vErrors !== null){
if(_errs507){
vErrors.length = _errs507;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs510 = errors;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.values !== undefined){
let data239 = data235.values;
if(Array.isArray(data239)){
if(data239.length > 0){
const err442 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
}
}
var _valid4 = _errs510 === errors;
valid95 = _valid4;
if(valid95){
var props2 = {};
props2.values = true;
props2.operator = true;
}
}
if(!valid95){
const err443 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
if(props1 !== true && props2 !== undefined){
if(props2 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props2);
}
}
const _errs513 = errors;
let valid98 = true;
const _errs514 = errors;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
let missing4;
if((data235.operator === undefined) && (missing4 = "operator")){
const err444 = {};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
else {
if(data235.operator !== undefined){
let data240 = data235.operator;
if(!((data240 === "Gt") || (data240 === "Lt"))){
const err445 = {};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
}
}
var _valid5 = _errs514 === errors;
errors = _errs513;
if(vErrors !== null){
if(_errs513){
vErrors.length = _errs513;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs516 = errors;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.values === undefined){
const err446 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
if(data235.values !== undefined){
let data241 = data235.values;
if(Array.isArray(data241)){
if(data241.length > 1){
const err447 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
if(data241.length < 1){
const err448 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
const len24 = data241.length;
for(let i24=0; i24<len24; i24++){
let data242 = data241[i24];
if(typeof data242 === "string"){
if(!pattern22.test(data242)){
const err449 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i24,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/items/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+$"},message:"must match pattern \""+"^-?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
}
}
}
}
var _valid5 = _errs516 === errors;
valid98 = _valid5;
if(valid98){
var props3 = {};
props3.values = true;
props3.operator = true;
}
}
if(!valid98){
const err450 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
if(props1 !== true && props3 !== undefined){
if(props3 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props3);
}
}
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.key === undefined){
const err451 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
if(data235.operator === undefined){
const err452 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
for(const key37 in data235){
if(!(((key37 === "key") || (key37 === "operator")) || (key37 === "values"))){
const err453 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
if(data235.key !== undefined){
if(typeof data235.key !== "string"){
const err454 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/key",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
if(data235.operator !== undefined){
let data244 = data235.operator;
if(!((((((data244 === "In") || (data244 === "NotIn")) || (data244 === "Exists")) || (data244 === "DoesNotExist")) || (data244 === "Gt")) || (data244 === "Lt"))){
const err455 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/operator",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
if(data235.values !== undefined){
let data245 = data235.values;
if(Array.isArray(data245)){
const len25 = data245.length;
for(let i25=0; i25<len25; i25++){
if(typeof data245[i25] !== "string"){
const err456 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i25,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
}
else {
const err457 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
}
else {
const err458 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
}
else {
const err459 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
}
else {
const err460 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
}
else {
const err461 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
}
else {
const err462 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
if(data4.relatedUrls !== undefined){
let data247 = data4.relatedUrls;
if(Array.isArray(data247)){
const len26 = data247.length;
for(let i26=0; i26<len26; i26++){
let data248 = data247[i26];
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
for(const key38 in data248){
if(!((((key38 === "exclude") || (key38 === "name")) || (key38 === "type")) || (key38 === "url"))){
const err463 = {instancePath:instancePath+"/spec/relatedUrls/" + i26,schemaPath:"#/properties/spec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
if(data248.exclude !== undefined){
if(typeof data248.exclude !== "boolean"){
const err464 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/exclude",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
if(data248.name !== undefined){
if(typeof data248.name !== "string"){
const err465 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/name",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
if(data248.type !== undefined){
if(typeof data248.type !== "string"){
const err466 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/type",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
if(data248.url !== undefined){
if(typeof data248.url !== "string"){
const err467 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/url",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
}
else {
const err468 = {instancePath:instancePath+"/spec/relatedUrls/" + i26,schemaPath:"#/properties/spec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
}
else {
const err469 = {instancePath:instancePath+"/spec/relatedUrls",schemaPath:"#/properties/spec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
}
else {
const err470 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
}
if(data.templateId !== undefined){
let data253 = data.templateId;
if(typeof data253 === "string"){
if(!pattern15.test(data253)){
const err471 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
else {
const err472 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
}
else {
const err473 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateWorkspaceRequest = validate22;
const schema33 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"What a workspace takes of a training's spec; workspaces have `backoffLimit` (every version) but no `completions` or `parallelism`.","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string","minLength":1},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string","minLength":1},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a\nuser credential (2.24); the vendor marks each source's `name` and `key` (a pod field's `path`)\nmandatory.\n","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"description":"GPU memory (`gpuRequestType` `memory`, `gpuMemoryRequest`) is asked of one GPU: every\nversion says that with `gpuDevicesRequest` above 1 only `portion` is taken (2.18's\n`gpuDevicesRequest`: \"if more than one device is requested, it is not possible to provide\nvalues for gpuMemory\"; 2.24's `GpuRequestType`: \"If `gpuDevicesRequest > 1`, only\n`portion` is supported\"). The `if` below holds it.\n","properties":{"gpuDevicesRequest":{"type":"integer","minimum":0,"maximum":2147483647,"description":"An int32 in every version. The sentence is the conditional rule's below too (a member has one).","x-expected":"a whole number of GPUs, at most 2147483647, and at most 1 with GPU memory (gpuRequestType memory, gpuMemoryRequest): Run:ai takes GPU memory for one GPU only. Leave gpuDevicesRequest out or set it to 1, or ask for whole GPUs without GPU memory"},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The GPU memory of one device, with `gpuRequestType` `memory` (`gpuDevicesRequest` at most 1).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","required":["resource"],"additionalProperties":false,"description":"An extended resource, named by `resource` (also when `exclude` removes one the policy gives).","properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}},"if":{"anyOf":[{"required":["gpuRequestType"],"properties":{"gpuRequestType":{"const":"memory"}}},{"required":["gpuMemoryRequest"]}]},"then":{"properties":{"gpuDevicesRequest":{"maximum":1}}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The new claim's size, a Kubernetes quantity in every version.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"storageClass":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"Left out for the default class. A Kubernetes name in every version; from 2.23 a DNS label (no `.`).","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version.","x-expected":"a uuid such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]},{"since":"2.22","enum":["very-low","low","medium-low","medium","medium-high","high","very-high"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"The secret's name; a DNS label (no `.`) from 2.23.","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `operator`, `key` and `effect`\nmandatory, and `name` until 2.21 (its 2.21 document, SDK 1.221.1, no longer does); `value`\ngoes with `Equal` (their description says the reverse, which Kubernetes does not allow);\n`seconds` only with `NoExecute`.\n","x-vendor":[{"until":"2.20","required":["name","operator","key","effect"]}],"properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"],"description":"How many `values` an expression takes depends on its `operator`, as the vendor's\ndescription (from 2.22) and Kubernetes say: `In` and `NotIn` at least one,\n`Exists` and `DoesNotExist` none, `Gt` and `Lt` one, a whole number.\n","allOf":[{"if":{"required":["operator"],"properties":{"operator":{"enum":["In","NotIn"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Exists","DoesNotExist"]}}},"then":{"properties":{"values":{"maxItems":0}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Gt","Lt"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1,"maxItems":1,"items":{"pattern":"^-?[0-9]+$","x-expected":"a whole number, such as \"4\""}}}}}]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}}}},"templateId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version.","x-expected":"a uuid such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\"","x-since":"2.23"}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projectId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clusterId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clusterId"},message:"must have required property '"+"clusterId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec")) || (key0 === "templateId"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 63){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.useGivenNameAsPrefix !== undefined){
if(typeof data.useGivenNameAsPrefix !== "boolean"){
const err9 = {instancePath:instancePath+"/useGivenNameAsPrefix",schemaPath:"#/properties/useGivenNameAsPrefix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.projectId !== undefined){
let data2 = data.projectId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.clusterId !== undefined){
let data3 = data.clusterId;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err12 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.spec !== undefined){
let data4 = data.spec;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!(func6.call(schema33.properties.spec.properties, key1))){
const err16 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.image !== undefined){
let data5 = data4.image;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err17 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.imagePullPolicy !== undefined){
let data6 = data4.imagePullPolicy;
if(!(((data6 === "Always") || (data6 === "Never")) || (data6 === "IfNotPresent"))){
const err19 = {instancePath:instancePath+"/spec/imagePullPolicy",schemaPath:"#/properties/spec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.workingDir !== undefined){
let data7 = data4.workingDir;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err20 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.createHomeDir !== undefined){
if(typeof data4.createHomeDir !== "boolean"){
const err22 = {instancePath:instancePath+"/spec/createHomeDir",schemaPath:"#/properties/spec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.stdin !== undefined){
if(typeof data4.stdin !== "boolean"){
const err23 = {instancePath:instancePath+"/spec/stdin",schemaPath:"#/properties/spec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.tty !== undefined){
if(typeof data4.tty !== "boolean"){
const err24 = {instancePath:instancePath+"/spec/tty",schemaPath:"#/properties/spec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.nodeType !== undefined){
let data11 = data4.nodeType;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err25 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.backoffLimit !== undefined){
let data12 = data4.backoffLimit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data4.command !== undefined){
let data13 = data4.command;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err29 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.args !== undefined){
let data14 = data4.args;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err31 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data4.environmentVariables !== undefined){
let data15 = data4.environmentVariables;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.name === undefined){
const err33 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key2 in data16){
if(!((((((((key2 === "name") || (key2 === "value")) || (key2 === "configMap")) || (key2 === "description")) || (key2 === "exclude")) || (key2 === "podFieldRef")) || (key2 === "secret")) || (key2 === "userCredential"))){
const err34 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data16.name !== undefined){
let data17 = data16.name;
if(typeof data17 === "string"){
if(func1(data17) < 1){
const err35 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data16.value !== undefined){
if(typeof data16.value !== "string"){
const err37 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.configMap !== undefined){
let data19 = data16.configMap;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.name === undefined){
const err38 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data19.key === undefined){
const err39 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data19){
if(!((key3 === "key") || (key3 === "name"))){
const err40 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data19.key !== undefined){
let data20 = data19.key;
if(typeof data20 === "string"){
if(func1(data20) < 1){
const err41 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data19.name !== undefined){
let data21 = data19.name;
if(typeof data21 === "string"){
if(func1(data21) < 1){
const err43 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data16.description !== undefined){
if(typeof data16.description !== "string"){
const err46 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/description",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16.exclude !== undefined){
if(typeof data16.exclude !== "boolean"){
const err47 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/exclude",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.podFieldRef !== undefined){
let data24 = data16.podFieldRef;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.path === undefined){
const err48 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key4 in data24){
if(!(key4 === "path")){
const err49 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data24.path !== undefined){
let data25 = data24.path;
if(typeof data25 === "string"){
if(func1(data25) < 1){
const err50 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data16.secret !== undefined){
let data26 = data16.secret;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.name === undefined){
const err53 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data26.key === undefined){
const err54 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key5 in data26){
if(!((key5 === "key") || (key5 === "name"))){
const err55 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data26.key !== undefined){
let data27 = data26.key;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err56 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data26.name !== undefined){
let data28 = data26.name;
if(typeof data28 === "string"){
if(func1(data28) < 1){
const err58 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data16.userCredential !== undefined){
let data29 = data16.userCredential;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.name === undefined){
const err61 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data29.key === undefined){
const err62 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
for(const key6 in data29){
if(!((key6 === "key") || (key6 === "name"))){
const err63 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data29.key !== undefined){
let data30 = data29.key;
if(typeof data30 === "string"){
if(func1(data30) < 1){
const err64 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data29.name !== undefined){
let data31 = data29.name;
if(typeof data31 === "string"){
if(func1(data31) < 1){
const err66 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data4.compute !== undefined){
let data32 = data4.compute;
const _errs73 = errors;
let valid9 = true;
const _errs74 = errors;
const _errs75 = errors;
let valid10 = false;
const _errs76 = errors;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
let missing0;
if((data32.gpuRequestType === undefined) && (missing0 = "gpuRequestType")){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
if(data32.gpuRequestType !== undefined){
if("memory" !== data32.gpuRequestType){
const err72 = {};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
var _valid1 = _errs76 === errors;
valid10 = valid10 || _valid1;
if(_valid1){
var props0 = {};
props0.gpuRequestType = true;
}
const _errs78 = errors;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
let missing1;
if((data32.gpuMemoryRequest === undefined) && (missing1 = "gpuMemoryRequest")){
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
var _valid1 = _errs78 === errors;
valid10 = valid10 || _valid1;
if(!valid10){
const err74 = {};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs74 === errors;
errors = _errs73;
if(vErrors !== null){
if(_errs73){
vErrors.length = _errs73;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs79 = errors;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.gpuDevicesRequest !== undefined){
let data34 = data32.gpuDevicesRequest;
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 > 1 || isNaN(data34)){
const err75 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/then/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
}
var _valid0 = _errs79 === errors;
valid9 = _valid0;
if(valid9){
if(props0 !== true){
props0 = props0 || {};
props0.gpuDevicesRequest = true;
}
}
}
if(!valid9){
const err76 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key7 in data32){
if(!(func6.call(schema33.properties.spec.properties.compute.properties, key7))){
const err77 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data32.gpuDevicesRequest !== undefined){
let data35 = data32.gpuDevicesRequest;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err78 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 2147483647 || isNaN(data35)){
const err79 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err80 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
if(data32.gpuRequestType !== undefined){
let data36 = data32.gpuRequestType;
if(!(((data36 === "portion") || (data36 === "memory")) || (data36 === "migProfile"))){
const err81 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data32.gpuPortionRequest !== undefined){
let data37 = data32.gpuPortionRequest;
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 1 || isNaN(data37)){
const err82 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err83 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data32.gpuMemoryRequest !== undefined){
let data38 = data32.gpuMemoryRequest;
if(typeof data38 === "string"){
if(!pattern6.test(data38)){
const err85 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data32.cpuCoreRequest !== undefined){
let data39 = data32.cpuCoreRequest;
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err87 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data32.cpuCoreLimit !== undefined){
let data40 = data32.cpuCoreLimit;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err89 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data32.cpuMemoryRequest !== undefined){
let data41 = data32.cpuMemoryRequest;
if(typeof data41 === "string"){
if(!pattern6.test(data41)){
const err91 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data32.cpuMemoryLimit !== undefined){
let data42 = data32.cpuMemoryLimit;
if(typeof data42 === "string"){
if(!pattern6.test(data42)){
const err93 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data32.largeShmRequest !== undefined){
if(typeof data32.largeShmRequest !== "boolean"){
const err95 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data32.extendedResources !== undefined){
let data44 = data32.extendedResources;
if(Array.isArray(data44)){
const len1 = data44.length;
for(let i1=0; i1<len1; i1++){
let data45 = data44[i1];
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.resource === undefined){
const err96 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
for(const key8 in data45){
if(!(((key8 === "exclude") || (key8 === "quantity")) || (key8 === "resource"))){
const err97 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data45.exclude !== undefined){
if(typeof data45.exclude !== "boolean"){
const err98 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/exclude",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data45.quantity !== undefined){
let data47 = data45.quantity;
if(typeof data47 === "string"){
if(!pattern6.test(data47)){
const err99 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data45.resource !== undefined){
let data48 = data45.resource;
if(typeof data48 === "string"){
if(func1(data48) < 1){
const err101 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/spec/compute/extendedResources",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data32.gpuMemoryLimit !== undefined){
let data49 = data32.gpuMemoryLimit;
if(typeof data49 === "string"){
if(!pattern6.test(data49)){
const err105 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data32.gpuPortionLimit !== undefined){
let data50 = data32.gpuPortionLimit;
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
const err107 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data32.migProfile !== undefined){
let data51 = data32.migProfile;
if(!((((((((((data51 === "1g.5gb") || (data51 === "1g.10gb")) || (data51 === "2g.10gb")) || (data51 === "2g.20gb")) || (data51 === "3g.20gb")) || (data51 === "3g.40gb")) || (data51 === "4g.20gb")) || (data51 === "4g.40gb")) || (data51 === "7g.40gb")) || (data51 === "7g.80gb"))){
const err109 = {instancePath:instancePath+"/spec/compute/migProfile",schemaPath:"#/properties/spec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data4.storage !== undefined){
let data52 = data4.storage;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key9 in data52){
if(!(func6.call(schema33.properties.spec.properties.storage.properties, key9))){
const err111 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data52.pvc !== undefined){
let data53 = data52.pvc;
if(Array.isArray(data53)){
const len2 = data53.length;
for(let i2=0; i2<len2; i2++){
let data54 = data53[i2];
const _errs122 = errors;
let valid20 = true;
const _errs123 = errors;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.existingPvc !== undefined){
if(true !== data54.existingPvc){
const err112 = {};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
var _valid2 = _errs123 === errors;
errors = _errs122;
if(vErrors !== null){
if(_errs122){
vErrors.length = _errs122;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid2){
const _errs125 = errors;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.claimName === undefined){
const err113 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
var _valid2 = _errs125 === errors;
valid20 = _valid2;
ifClause0 = "then";
}
else {
const _errs126 = errors;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.claimInfo === undefined){
const err114 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
var _valid2 = _errs126 === errors;
valid20 = _valid2;
ifClause0 = "else";
}
if(!valid20){
const err115 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.path === undefined){
const err116 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data54.existingPvc === undefined){
const err117 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
for(const key10 in data54){
if(!(func6.call(schema33.properties.spec.properties.storage.properties.pvc.items.properties, key10))){
const err118 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data54.path !== undefined){
let data56 = data54.path;
if(typeof data56 === "string"){
if(func1(data56) < 1){
const err119 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data54.readOnly !== undefined){
if(typeof data54.readOnly !== "boolean"){
const err121 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data54.existingPvc !== undefined){
if(typeof data54.existingPvc !== "boolean"){
const err122 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data54.claimName !== undefined){
let data59 = data54.claimName;
if(typeof data59 === "string"){
if(func1(data59) > 63){
const err123 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(func1(data59) < 1){
const err124 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
else {
const err125 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data54.claimInfo !== undefined){
let data60 = data54.claimInfo;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.size === undefined){
const err126 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
for(const key11 in data60){
if(!(((((key11 === "size") || (key11 === "storageClass")) || (key11 === "accessModes")) || (key11 === "addedAttrValues")) || (key11 === "volumeMode"))){
const err127 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data60.size !== undefined){
let data61 = data60.size;
if(typeof data61 === "string"){
if(!pattern6.test(data61)){
const err128 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data60.storageClass !== undefined){
let data62 = data60.storageClass;
if(typeof data62 === "string"){
if(func1(data62) > 253){
const err130 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(func1(data62) < 1){
const err131 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(!pattern12.test(data62)){
const err132 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data60.accessModes !== undefined){
let data63 = data60.accessModes;
if(data63 && typeof data63 == "object" && !Array.isArray(data63)){
for(const key12 in data63){
if(!(((key12 === "readOnlyMany") || (key12 === "readWriteMany")) || (key12 === "readWriteOnce"))){
const err134 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data63.readOnlyMany !== undefined){
if(typeof data63.readOnlyMany !== "boolean"){
const err135 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data63.readWriteMany !== undefined){
if(typeof data63.readWriteMany !== "boolean"){
const err136 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data63.readWriteOnce !== undefined){
if(typeof data63.readWriteOnce !== "boolean"){
const err137 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data60.addedAttrValues !== undefined){
let data67 = data60.addedAttrValues;
if(Array.isArray(data67)){
const len3 = data67.length;
for(let i3=0; i3<len3; i3++){
let data68 = data67[i3];
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.key === undefined){
const err139 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
for(const key13 in data68){
if(!((key13 === "key") || (key13 === "value"))){
const err140 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data68.key !== undefined){
let data69 = data68.key;
if(typeof data69 === "string"){
if(func1(data69) > 63){
const err141 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(func1(data69) < 1){
const err142 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(!pattern13.test(data69)){
const err143 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
else {
const err144 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data68.value !== undefined){
if(typeof data68.value !== "string"){
const err145 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/value",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
else {
const err146 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data60.volumeMode !== undefined){
let data71 = data60.volumeMode;
if(!((data71 === "Filesystem") || (data71 === "Block"))){
const err148 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/volumeMode",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
else {
const err149 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data54.dataSharing !== undefined){
if(typeof data54.dataSharing !== "boolean"){
const err150 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/dataSharing",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data54.ephemeral !== undefined){
if(typeof data54.ephemeral !== "boolean"){
const err151 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/ephemeral",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data54.exclude !== undefined){
if(typeof data54.exclude !== "boolean"){
const err152 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data54.name !== undefined){
let data75 = data54.name;
if(typeof data75 === "string"){
if(func1(data75) < 1){
const err153 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
}
else {
const err156 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data52.git !== undefined){
let data76 = data52.git;
if(Array.isArray(data76)){
const len4 = data76.length;
for(let i4=0; i4<len4; i4++){
let data77 = data76[i4];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.repository === undefined){
const err157 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data77.path === undefined){
const err158 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
for(const key14 in data77){
if(!(func6.call(schema33.properties.spec.properties.storage.properties.git.items.properties, key14))){
const err159 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data77.name !== undefined){
let data78 = data77.name;
if(typeof data78 === "string"){
if(func1(data78) < 1){
const err160 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
else {
const err161 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data77.repository !== undefined){
let data79 = data77.repository;
if(typeof data79 === "string"){
if(func1(data79) < 1){
const err162 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data77.branch !== undefined){
let data80 = data77.branch;
if(typeof data80 === "string"){
if(func1(data80) < 1){
const err164 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data77.revision !== undefined){
let data81 = data77.revision;
if(typeof data81 === "string"){
if(func1(data81) < 1){
const err166 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
else {
const err167 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data77.path !== undefined){
let data82 = data77.path;
if(typeof data82 === "string"){
if(func1(data82) < 1){
const err168 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data77.passwordSecret !== undefined){
let data83 = data77.passwordSecret;
if(typeof data83 === "string"){
if(func1(data83) < 1){
const err170 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
else {
const err171 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data77.exclude !== undefined){
if(typeof data77.exclude !== "boolean"){
const err172 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data77.secretKeyOfPassword !== undefined){
let data85 = data77.secretKeyOfPassword;
if(typeof data85 === "string"){
if(func1(data85) < 1){
const err173 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
else {
const err174 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
if(data77.secretKeyOfUser !== undefined){
let data86 = data77.secretKeyOfUser;
if(typeof data86 === "string"){
if(func1(data86) < 1){
const err175 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
else {
const err176 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data77.secretRef !== undefined){
let data87 = data77.secretRef;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
for(const key15 in data87){
if(!((((key15 === "authenticationMethod") || (key15 === "name")) || (key15 === "secretKeyOfPassword")) || (key15 === "secretKeyOfUser"))){
const err177 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data87.authenticationMethod !== undefined){
let data88 = data87.authenticationMethod;
if(!((data88 === "password") || (data88 === "ssh-key"))){
const err178 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/authenticationMethod",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data87.name !== undefined){
let data89 = data87.name;
if(typeof data89 === "string"){
if(func1(data89) < 1){
const err179 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
else {
const err180 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data87.secretKeyOfPassword !== undefined){
let data90 = data87.secretKeyOfPassword;
if(typeof data90 === "string"){
if(func1(data90) < 1){
const err181 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
else {
const err182 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data87.secretKeyOfUser !== undefined){
let data91 = data87.secretKeyOfUser;
if(typeof data91 === "string"){
if(func1(data91) < 1){
const err183 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
else {
const err185 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data52.hostPath !== undefined){
let data92 = data52.hostPath;
if(Array.isArray(data92)){
const len5 = data92.length;
for(let i5=0; i5<len5; i5++){
let data93 = data92[i5];
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
if(data93.path === undefined){
const err188 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(data93.mountPath === undefined){
const err189 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(data93.readOnly === undefined){
const err190 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
for(const key16 in data93){
if(!((((((key16 === "path") || (key16 === "mountPath")) || (key16 === "readOnly")) || (key16 === "exclude")) || (key16 === "mountPropagation")) || (key16 === "name"))){
const err191 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data93.path !== undefined){
let data94 = data93.path;
if(typeof data94 === "string"){
if(func1(data94) < 1){
const err192 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
else {
const err193 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data93.mountPath !== undefined){
let data95 = data93.mountPath;
if(typeof data95 === "string"){
if(func1(data95) < 1){
const err194 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
else {
const err195 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
if(data93.readOnly !== undefined){
if(typeof data93.readOnly !== "boolean"){
const err196 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data93.exclude !== undefined){
if(typeof data93.exclude !== "boolean"){
const err197 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data93.mountPropagation !== undefined){
let data98 = data93.mountPropagation;
if(!((data98 === "None") || (data98 === "HostToContainer"))){
const err198 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPropagation",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data93.name !== undefined){
let data99 = data93.name;
if(typeof data99 === "string"){
if(func1(data99) < 1){
const err199 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
else {
const err200 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
else {
const err201 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
}
else {
const err202 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data52.configMapVolume !== undefined){
let data100 = data52.configMapVolume;
if(Array.isArray(data100)){
const len6 = data100.length;
for(let i6=0; i6<len6; i6++){
let data101 = data100[i6];
if(data101 && typeof data101 == "object" && !Array.isArray(data101)){
for(const key17 in data101){
if(!((((((key17 === "configMap") || (key17 === "defaultMode")) || (key17 === "exclude")) || (key17 === "mountPath")) || (key17 === "name")) || (key17 === "subPath"))){
const err203 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data101.configMap !== undefined){
let data102 = data101.configMap;
if(typeof data102 === "string"){
if(func1(data102) < 1){
const err204 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
else {
const err205 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
if(data101.defaultMode !== undefined){
let data103 = data101.defaultMode;
if(typeof data103 === "string"){
if(func1(data103) > 4){
const err206 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(func1(data103) < 4){
const err207 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(!pattern14.test(data103)){
const err208 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
else {
const err209 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data101.exclude !== undefined){
if(typeof data101.exclude !== "boolean"){
const err210 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data101.mountPath !== undefined){
let data105 = data101.mountPath;
if(typeof data105 === "string"){
if(func1(data105) < 1){
const err211 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data101.name !== undefined){
let data106 = data101.name;
if(typeof data106 === "string"){
if(func1(data106) < 1){
const err213 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
else {
const err214 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
if(data101.subPath !== undefined){
let data107 = data101.subPath;
if(typeof data107 === "string"){
if(func1(data107) < 1){
const err215 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
else {
const err216 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
}
else {
const err217 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
else {
const err218 = {instancePath:instancePath+"/spec/storage/configMapVolume",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data52.dataVolume !== undefined){
let data108 = data52.dataVolume;
if(Array.isArray(data108)){
const len7 = data108.length;
for(let i7=0; i7<len7; i7++){
let data109 = data108[i7];
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
for(const key18 in data109){
if(!(((key18 === "exclude") || (key18 === "id")) || (key18 === "mountPath"))){
const err219 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data109.exclude !== undefined){
if(typeof data109.exclude !== "boolean"){
const err220 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data109.id !== undefined){
let data111 = data109.id;
if(typeof data111 === "string"){
if(!pattern15.test(data111)){
const err221 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
else {
const err222 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data109.mountPath !== undefined){
if(typeof data109.mountPath !== "string"){
const err223 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
}
else {
const err224 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
}
else {
const err225 = {instancePath:instancePath+"/spec/storage/dataVolume",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data52.emptyDirVolume !== undefined){
let data113 = data52.emptyDirVolume;
if(Array.isArray(data113)){
const len8 = data113.length;
for(let i8=0; i8<len8; i8++){
let data114 = data113[i8];
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
for(const key19 in data114){
if(!(((((key19 === "exclude") || (key19 === "medium")) || (key19 === "name")) || (key19 === "path")) || (key19 === "sizeLimit"))){
const err226 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data114.exclude !== undefined){
if(typeof data114.exclude !== "boolean"){
const err227 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data114.medium !== undefined){
let data116 = data114.medium;
if(typeof data116 === "string"){
if(func1(data116) < 1){
const err228 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
else {
const err229 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
if(data114.name !== undefined){
let data117 = data114.name;
if(typeof data117 === "string"){
if(func1(data117) < 1){
const err230 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
else {
const err231 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data114.path !== undefined){
let data118 = data114.path;
if(typeof data118 === "string"){
if(func1(data118) < 1){
const err232 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
else {
const err233 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data114.sizeLimit !== undefined){
let data119 = data114.sizeLimit;
if(typeof data119 === "string"){
if(!pattern6.test(data119)){
const err234 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
else {
const err235 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
}
else {
const err236 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
}
else {
const err237 = {instancePath:instancePath+"/spec/storage/emptyDirVolume",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data52.nfs !== undefined){
let data120 = data52.nfs;
if(Array.isArray(data120)){
const len9 = data120.length;
for(let i9=0; i9<len9; i9++){
let data121 = data120[i9];
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
for(const key20 in data121){
if(!((((((key20 === "exclude") || (key20 === "mountPath")) || (key20 === "name")) || (key20 === "path")) || (key20 === "readOnly")) || (key20 === "server"))){
const err238 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
if(data121.exclude !== undefined){
if(typeof data121.exclude !== "boolean"){
const err239 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data121.mountPath !== undefined){
let data123 = data121.mountPath;
if(typeof data123 === "string"){
if(func1(data123) < 1){
const err240 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
else {
const err241 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data121.name !== undefined){
let data124 = data121.name;
if(typeof data124 === "string"){
if(func1(data124) < 1){
const err242 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
else {
const err243 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
if(data121.path !== undefined){
let data125 = data121.path;
if(typeof data125 === "string"){
if(func1(data125) < 1){
const err244 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
else {
const err245 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data121.readOnly !== undefined){
if(typeof data121.readOnly !== "boolean"){
const err246 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data121.server !== undefined){
let data127 = data121.server;
if(typeof data127 === "string"){
if(func1(data127) < 1){
const err247 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
}
else {
const err249 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
else {
const err250 = {instancePath:instancePath+"/spec/storage/nfs",schemaPath:"#/properties/spec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data52.s3 !== undefined){
let data128 = data52.s3;
if(Array.isArray(data128)){
const len10 = data128.length;
for(let i10=0; i10<len10; i10++){
let data129 = data128[i10];
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
for(const key21 in data129){
if(!((((((((key21 === "accessKeySecret") || (key21 === "bucket")) || (key21 === "exclude")) || (key21 === "name")) || (key21 === "path")) || (key21 === "secretKeyOfAccessKeyId")) || (key21 === "secretKeyOfSecretKey")) || (key21 === "url"))){
const err251 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data129.accessKeySecret !== undefined){
let data130 = data129.accessKeySecret;
if(typeof data130 === "string"){
if(func1(data130) < 1){
const err252 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
else {
const err253 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
if(data129.bucket !== undefined){
let data131 = data129.bucket;
if(typeof data131 === "string"){
if(func1(data131) < 1){
const err254 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
else {
const err255 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data129.exclude !== undefined){
if(typeof data129.exclude !== "boolean"){
const err256 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data129.name !== undefined){
let data133 = data129.name;
if(typeof data133 === "string"){
if(func1(data133) < 1){
const err257 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data129.path !== undefined){
let data134 = data129.path;
if(typeof data134 === "string"){
if(func1(data134) < 1){
const err259 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
else {
const err260 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
if(data129.secretKeyOfAccessKeyId !== undefined){
let data135 = data129.secretKeyOfAccessKeyId;
if(typeof data135 === "string"){
if(func1(data135) < 1){
const err261 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
else {
const err262 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data129.secretKeyOfSecretKey !== undefined){
let data136 = data129.secretKeyOfSecretKey;
if(typeof data136 === "string"){
if(func1(data136) < 1){
const err263 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
else {
const err264 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data129.url !== undefined){
let data137 = data129.url;
if(typeof data137 === "string"){
if(func1(data137) < 1){
const err265 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
else {
const err266 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
else {
const err267 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
}
else {
const err268 = {instancePath:instancePath+"/spec/storage/s3",schemaPath:"#/properties/spec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data52.secretVolume !== undefined){
let data138 = data52.secretVolume;
if(Array.isArray(data138)){
const len11 = data138.length;
for(let i11=0; i11<len11; i11++){
let data139 = data138[i11];
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
for(const key22 in data139){
if(!(((((key22 === "defaultMode") || (key22 === "exclude")) || (key22 === "mountPath")) || (key22 === "name")) || (key22 === "secret"))){
const err269 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data139.defaultMode !== undefined){
let data140 = data139.defaultMode;
if(typeof data140 === "string"){
if(func1(data140) > 4){
const err270 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if(func1(data140) < 4){
const err271 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if(!pattern14.test(data140)){
const err272 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
else {
const err273 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
if(data139.exclude !== undefined){
if(typeof data139.exclude !== "boolean"){
const err274 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data139.mountPath !== undefined){
let data142 = data139.mountPath;
if(typeof data142 === "string"){
if(func1(data142) < 1){
const err275 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
else {
const err276 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data139.name !== undefined){
let data143 = data139.name;
if(typeof data143 === "string"){
if(func1(data143) < 1){
const err277 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
else {
const err278 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data139.secret !== undefined){
let data144 = data139.secret;
if(typeof data144 === "string"){
if(func1(data144) < 1){
const err279 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
else {
const err280 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
}
else {
const err281 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
}
else {
const err282 = {instancePath:instancePath+"/spec/storage/secretVolume",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
}
else {
const err283 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
if(data4.security !== undefined){
let data145 = data4.security;
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
for(const key23 in data145){
if(!(func6.call(schema33.properties.spec.properties.security.properties, key23))){
const err284 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data145.hostIpc !== undefined){
if(typeof data145.hostIpc !== "boolean"){
const err285 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data145.hostNetwork !== undefined){
if(typeof data145.hostNetwork !== "boolean"){
const err286 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data145.allowPrivilegeEscalation !== undefined){
if(typeof data145.allowPrivilegeEscalation !== "boolean"){
const err287 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data145.capabilities !== undefined){
let data149 = data145.capabilities;
if(Array.isArray(data149)){
const len12 = data149.length;
for(let i12=0; i12<len12; i12++){
let data150 = data149[i12];
if(!((((((((((((((((((((((((((((((((((((((data150 === "AUDIT_CONTROL") || (data150 === "AUDIT_READ")) || (data150 === "AUDIT_WRITE")) || (data150 === "BLOCK_SUSPEND")) || (data150 === "CHOWN")) || (data150 === "DAC_OVERRIDE")) || (data150 === "DAC_READ_SEARCH")) || (data150 === "FOWNER")) || (data150 === "FSETID")) || (data150 === "IPC_LOCK")) || (data150 === "IPC_OWNER")) || (data150 === "KILL")) || (data150 === "LEASE")) || (data150 === "LINUX_IMMUTABLE")) || (data150 === "MAC_ADMIN")) || (data150 === "MAC_OVERRIDE")) || (data150 === "MKNOD")) || (data150 === "NET_ADMIN")) || (data150 === "NET_BIND_SERVICE")) || (data150 === "NET_BROADCAST")) || (data150 === "NET_RAW")) || (data150 === "SETGID")) || (data150 === "SETFCAP")) || (data150 === "SETPCAP")) || (data150 === "SETUID")) || (data150 === "SYS_ADMIN")) || (data150 === "SYS_BOOT")) || (data150 === "SYS_CHROOT")) || (data150 === "SYS_MODULE")) || (data150 === "SYS_NICE")) || (data150 === "SYS_PACCT")) || (data150 === "SYS_PTRACE")) || (data150 === "SYS_RAWIO")) || (data150 === "SYS_RESOURCE")) || (data150 === "SYS_TIME")) || (data150 === "SYS_TTY_CONFIG")) || (data150 === "SYSLOG")) || (data150 === "WAKE_ALARM"))){
const err288 = {instancePath:instancePath+"/spec/security/capabilities/" + i12,schemaPath:"#/properties/spec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
else {
const err289 = {instancePath:instancePath+"/spec/security/capabilities",schemaPath:"#/properties/spec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data145.readOnlyRootFilesystem !== undefined){
if(typeof data145.readOnlyRootFilesystem !== "boolean"){
const err290 = {instancePath:instancePath+"/spec/security/readOnlyRootFilesystem",schemaPath:"#/properties/spec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
if(data145.runAsGid !== undefined){
let data152 = data145.runAsGid;
if(!(((typeof data152 == "number") && (!(data152 % 1) && !isNaN(data152))) && (isFinite(data152)))){
const err291 = {instancePath:instancePath+"/spec/security/runAsGid",schemaPath:"#/properties/spec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data145.runAsNonRoot !== undefined){
if(typeof data145.runAsNonRoot !== "boolean"){
const err292 = {instancePath:instancePath+"/spec/security/runAsNonRoot",schemaPath:"#/properties/spec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
if(data145.runAsUid !== undefined){
let data154 = data145.runAsUid;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
const err293 = {instancePath:instancePath+"/spec/security/runAsUid",schemaPath:"#/properties/spec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data145.seccompProfileType !== undefined){
let data155 = data145.seccompProfileType;
if(!(((data155 === "RuntimeDefault") || (data155 === "Unconfined")) || (data155 === "Localhost"))){
const err294 = {instancePath:instancePath+"/spec/security/seccompProfileType",schemaPath:"#/properties/spec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
if(data145.supplementalGroups !== undefined){
if(typeof data145.supplementalGroups !== "string"){
const err295 = {instancePath:instancePath+"/spec/security/supplementalGroups",schemaPath:"#/properties/spec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data145.uidGidSource !== undefined){
let data157 = data145.uidGidSource;
if(!(((data157 === "fromTheImage") || (data157 === "fromIdpToken")) || (data157 === "custom"))){
const err296 = {instancePath:instancePath+"/spec/security/uidGidSource",schemaPath:"#/properties/spec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
}
else {
const err297 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data158 = data4.priorityClass;
if(typeof data158 === "string"){
if(func1(data158) < 1){
const err298 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
else {
const err299 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data159 = data4.preemptibility;
if(!((data159 === "preemptible") || (data159 === "non-preemptible"))){
const err300 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data160 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
const err301 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 0 || isNaN(data160)){
const err302 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data161 = data4.nodePools;
if(Array.isArray(data161)){
const len13 = data161.length;
for(let i13=0; i13<len13; i13++){
let data162 = data161[i13];
if(typeof data162 === "string"){
if(func1(data162) < 1){
const err303 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
else {
const err304 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
}
else {
const err305 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data4.category !== undefined){
let data163 = data4.category;
if(typeof data163 === "string"){
if(func1(data163) < 1){
const err306 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
else {
const err307 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data164 = data4.imagePullSecrets;
if(Array.isArray(data164)){
const len14 = data164.length;
for(let i14=0; i14<len14; i14++){
let data165 = data164[i14];
if(data165 && typeof data165 == "object" && !Array.isArray(data165)){
if(data165.name === undefined){
const err308 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
for(const key24 in data165){
if(!(((key24 === "name") || (key24 === "userCredential")) || (key24 === "exclude"))){
const err309 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data165.name !== undefined){
let data166 = data165.name;
if(typeof data166 === "string"){
if(func1(data166) > 253){
const err310 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
if(func1(data166) < 1){
const err311 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
if(!pattern12.test(data166)){
const err312 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
else {
const err313 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(data165.userCredential !== undefined){
if(typeof data165.userCredential !== "boolean"){
const err314 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
if(data165.exclude !== undefined){
if(typeof data165.exclude !== "boolean"){
const err315 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/exclude",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
}
else {
const err316 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
}
else {
const err317 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data169 = data4.tolerations;
if(Array.isArray(data169)){
const len15 = data169.length;
for(let i15=0; i15<len15; i15++){
let data170 = data169[i15];
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
if(data170.operator === undefined){
const err318 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
if(data170.key === undefined){
const err319 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
if(data170.effect === undefined){
const err320 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
for(const key25 in data170){
if(!(((((((key25 === "name") || (key25 === "operator")) || (key25 === "key")) || (key25 === "value")) || (key25 === "effect")) || (key25 === "seconds")) || (key25 === "exclude"))){
const err321 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data170.name !== undefined){
let data171 = data170.name;
if(typeof data171 === "string"){
if(func1(data171) < 1){
const err322 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
else {
const err323 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
if(data170.operator !== undefined){
let data172 = data170.operator;
if(!((data172 === "Equal") || (data172 === "Exists"))){
const err324 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
if(data170.key !== undefined){
let data173 = data170.key;
if(typeof data173 === "string"){
if(func1(data173) < 1){
const err325 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
else {
const err326 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data170.value !== undefined){
if(typeof data170.value !== "string"){
const err327 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
if(data170.effect !== undefined){
let data175 = data170.effect;
if(!((((data175 === "NoSchedule") || (data175 === "NoExecute")) || (data175 === "PreferNoSchedule")) || (data175 === "Any"))){
const err328 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
if(data170.seconds !== undefined){
let data176 = data170.seconds;
if(!(((typeof data176 == "number") && (!(data176 % 1) && !isNaN(data176))) && (isFinite(data176)))){
const err329 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
if((typeof data176 == "number") && (isFinite(data176))){
if(data176 < 1 || isNaN(data176)){
const err330 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
}
if(data170.exclude !== undefined){
if(typeof data170.exclude !== "boolean"){
const err331 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/exclude",schemaPath:"#/properties/spec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
}
else {
const err332 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
}
else {
const err333 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data178 = data4.terminationGracePeriodSeconds;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err334 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 0 || isNaN(data178)){
const err335 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data179 = data4.restartPolicy;
if(!(((data179 === "Always") || (data179 === "Never")) || (data179 === "OnFailure"))){
const err336 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err337 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
if(data4.labels !== undefined){
let data181 = data4.labels;
if(Array.isArray(data181)){
const len16 = data181.length;
for(let i16=0; i16<len16; i16++){
let data182 = data181[i16];
if(data182 && typeof data182 == "object" && !Array.isArray(data182)){
if(data182.name === undefined){
const err338 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if(data182.value === undefined){
const err339 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
for(const key26 in data182){
if(!(((key26 === "name") || (key26 === "value")) || (key26 === "exclude"))){
const err340 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
if(data182.name !== undefined){
let data183 = data182.name;
if(typeof data183 === "string"){
if(func1(data183) > 63){
const err341 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
if(func1(data183) < 1){
const err342 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if(!pattern19.test(data183)){
const err343 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
else {
const err344 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data182.value !== undefined){
let data184 = data182.value;
if(typeof data184 === "string"){
if(func1(data184) > 63){
const err345 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
if(!pattern20.test(data184)){
const err346 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
else {
const err347 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
if(data182.exclude !== undefined){
if(typeof data182.exclude !== "boolean"){
const err348 = {instancePath:instancePath+"/spec/labels/" + i16+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
}
else {
const err349 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
}
else {
const err350 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data186 = data4.annotations;
if(Array.isArray(data186)){
const len17 = data186.length;
for(let i17=0; i17<len17; i17++){
let data187 = data186[i17];
if(data187 && typeof data187 == "object" && !Array.isArray(data187)){
if(data187.name === undefined){
const err351 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if(data187.value === undefined){
const err352 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
for(const key27 in data187){
if(!(((key27 === "name") || (key27 === "value")) || (key27 === "exclude"))){
const err353 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
if(data187.name !== undefined){
let data188 = data187.name;
if(typeof data188 === "string"){
if(func1(data188) > 63){
const err354 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
if(func1(data188) < 1){
const err355 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
if(!pattern19.test(data188)){
const err356 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
else {
const err357 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
if(data187.value !== undefined){
let data189 = data187.value;
if(typeof data189 === "string"){
if(func1(data189) > 4096){
const err358 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
else {
const err359 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
if(data187.exclude !== undefined){
if(typeof data187.exclude !== "boolean"){
const err360 = {instancePath:instancePath+"/spec/annotations/" + i17+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
}
else {
const err361 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
}
else {
const err362 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data4.ports !== undefined){
let data191 = data4.ports;
if(Array.isArray(data191)){
const len18 = data191.length;
for(let i18=0; i18<len18; i18++){
let data192 = data191[i18];
if(data192 && typeof data192 == "object" && !Array.isArray(data192)){
if(data192.container === undefined){
const err363 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if(data192.serviceType === undefined){
const err364 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
for(const key28 in data192){
if(!(((((((key28 === "container") || (key28 === "external")) || (key28 === "serviceType")) || (key28 === "exclude")) || (key28 === "name")) || (key28 === "toolName")) || (key28 === "toolType"))){
const err365 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
if(data192.container !== undefined){
let data193 = data192.container;
if(!(((typeof data193 == "number") && (!(data193 % 1) && !isNaN(data193))) && (isFinite(data193)))){
const err366 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
if((typeof data193 == "number") && (isFinite(data193))){
if(data193 > 65535 || isNaN(data193)){
const err367 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
if(data193 < 1 || isNaN(data193)){
const err368 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
if(data192.external !== undefined){
let data194 = data192.external;
if(!(((typeof data194 == "number") && (!(data194 % 1) && !isNaN(data194))) && (isFinite(data194)))){
const err369 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if((typeof data194 == "number") && (isFinite(data194))){
if(data194 > 65535 || isNaN(data194)){
const err370 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
if(data194 < 1 || isNaN(data194)){
const err371 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
}
if(data192.serviceType !== undefined){
let data195 = data192.serviceType;
if(!(((data195 === "LoadBalancer") || (data195 === "NodePort")) || (data195 === "ClusterIP"))){
const err372 = {instancePath:instancePath+"/spec/ports/" + i18+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
if(data192.exclude !== undefined){
if(typeof data192.exclude !== "boolean"){
const err373 = {instancePath:instancePath+"/spec/ports/" + i18+"/exclude",schemaPath:"#/properties/spec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
if(data192.name !== undefined){
let data197 = data192.name;
if(typeof data197 === "string"){
if(func1(data197) < 1){
const err374 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
else {
const err375 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
if(data192.toolName !== undefined){
if(typeof data192.toolName !== "string"){
const err376 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolName",schemaPath:"#/properties/spec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
if(data192.toolType !== undefined){
if(typeof data192.toolType !== "string"){
const err377 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolType",schemaPath:"#/properties/spec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
}
else {
const err378 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
}
else {
const err379 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data200 = data4.exposedUrls;
if(Array.isArray(data200)){
const len19 = data200.length;
for(let i19=0; i19<len19; i19++){
let data201 = data200[i19];
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
if(data201.container === undefined){
const err380 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
for(const key29 in data201){
if(!(func6.call(schema33.properties.spec.properties.exposedUrls.items.properties, key29))){
const err381 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
if(data201.container !== undefined){
let data202 = data201.container;
if(!(((typeof data202 == "number") && (!(data202 % 1) && !isNaN(data202))) && (isFinite(data202)))){
const err382 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
if((typeof data202 == "number") && (isFinite(data202))){
if(data202 > 65535 || isNaN(data202)){
const err383 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
if(data202 < 1 || isNaN(data202)){
const err384 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
}
if(data201.authorizationType !== undefined){
let data203 = data201.authorizationType;
if(!(((data203 === "authenticatedUsers") || (data203 === "authorizedUsers")) || (data203 === "authorizedGroups"))){
const err385 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizationType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data201.authorizedGroups !== undefined){
let data204 = data201.authorizedGroups;
if(Array.isArray(data204)){
const len20 = data204.length;
for(let i20=0; i20<len20; i20++){
if(typeof data204[i20] !== "string"){
const err386 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups/" + i20,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
else {
const err387 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data201.authorizedUsers !== undefined){
let data206 = data201.authorizedUsers;
if(Array.isArray(data206)){
const len21 = data206.length;
for(let i21=0; i21<len21; i21++){
if(typeof data206[i21] !== "string"){
const err388 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers/" + i21,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
else {
const err389 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
if(data201.exclude !== undefined){
if(typeof data201.exclude !== "boolean"){
const err390 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/exclude",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data201.name !== undefined){
let data209 = data201.name;
if(typeof data209 === "string"){
if(func1(data209) < 1){
const err391 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
else {
const err392 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
if(data201.toolName !== undefined){
if(typeof data201.toolName !== "string"){
const err393 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolName",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data201.toolType !== undefined){
if(typeof data201.toolType !== "string"){
const err394 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
if(data201.url !== undefined){
if(typeof data201.url !== "string"){
const err395 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/url",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
}
else {
const err396 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
}
else {
const err397 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
if(data4.probes !== undefined){
let data213 = data4.probes;
if(data213 && typeof data213 == "object" && !Array.isArray(data213)){
for(const key30 in data213){
if(!(key30 === "readiness")){
const err398 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
if(data213.readiness !== undefined){
let data214 = data213.readiness;
if(data214 && typeof data214 == "object" && !Array.isArray(data214)){
for(const key31 in data214){
if(!((((((key31 === "failureThreshold") || (key31 === "handler")) || (key31 === "initialDelaySeconds")) || (key31 === "periodSeconds")) || (key31 === "successThreshold")) || (key31 === "timeoutSeconds"))){
const err399 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
if(data214.failureThreshold !== undefined){
let data215 = data214.failureThreshold;
if(!(((typeof data215 == "number") && (!(data215 % 1) && !isNaN(data215))) && (isFinite(data215)))){
const err400 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
if((typeof data215 == "number") && (isFinite(data215))){
if(data215 < 1 || isNaN(data215)){
const err401 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
if(data214.handler !== undefined){
let data216 = data214.handler;
if(data216 && typeof data216 == "object" && !Array.isArray(data216)){
for(const key32 in data216){
if(!(key32 === "httpGet")){
const err402 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
if(data216.httpGet !== undefined){
let data217 = data216.httpGet;
if(data217 && typeof data217 == "object" && !Array.isArray(data217)){
for(const key33 in data217){
if(!((((key33 === "host") || (key33 === "path")) || (key33 === "port")) || (key33 === "scheme"))){
const err403 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
if(data217.host !== undefined){
if(typeof data217.host !== "string"){
const err404 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
if(data217.path !== undefined){
if(typeof data217.path !== "string"){
const err405 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
if(data217.port !== undefined){
let data220 = data217.port;
if(!(((typeof data220 == "number") && (!(data220 % 1) && !isNaN(data220))) && (isFinite(data220)))){
const err406 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
if((typeof data220 == "number") && (isFinite(data220))){
if(data220 > 65535 || isNaN(data220)){
const err407 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
if(data220 < 1 || isNaN(data220)){
const err408 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
}
if(data217.scheme !== undefined){
let data221 = data217.scheme;
if(!((data221 === "HTTP") || (data221 === "HTTPS"))){
const err409 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
}
else {
const err410 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
}
else {
const err411 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
if(data214.initialDelaySeconds !== undefined){
let data222 = data214.initialDelaySeconds;
if(!(((typeof data222 == "number") && (!(data222 % 1) && !isNaN(data222))) && (isFinite(data222)))){
const err412 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
if((typeof data222 == "number") && (isFinite(data222))){
if(data222 < 0 || isNaN(data222)){
const err413 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
}
if(data214.periodSeconds !== undefined){
let data223 = data214.periodSeconds;
if(!(((typeof data223 == "number") && (!(data223 % 1) && !isNaN(data223))) && (isFinite(data223)))){
const err414 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
if((typeof data223 == "number") && (isFinite(data223))){
if(data223 < 1 || isNaN(data223)){
const err415 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
}
if(data214.successThreshold !== undefined){
let data224 = data214.successThreshold;
if(!(((typeof data224 == "number") && (!(data224 % 1) && !isNaN(data224))) && (isFinite(data224)))){
const err416 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
if((typeof data224 == "number") && (isFinite(data224))){
if(data224 < 1 || isNaN(data224)){
const err417 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
}
if(data214.timeoutSeconds !== undefined){
let data225 = data214.timeoutSeconds;
if(!(((typeof data225 == "number") && (!(data225 % 1) && !isNaN(data225))) && (isFinite(data225)))){
const err418 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if((typeof data225 == "number") && (isFinite(data225))){
if(data225 < 1 || isNaN(data225)){
const err419 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
}
}
else {
const err420 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
}
else {
const err421 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
if(data4.podAffinity !== undefined){
let data226 = data4.podAffinity;
if(data226 && typeof data226 == "object" && !Array.isArray(data226)){
if(data226.key === undefined){
const err422 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
for(const key34 in data226){
if(!((key34 === "key") || (key34 === "type"))){
const err423 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
if(data226.key !== undefined){
if(typeof data226.key !== "string"){
const err424 = {instancePath:instancePath+"/spec/podAffinity/key",schemaPath:"#/properties/spec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data226.type !== undefined){
let data228 = data226.type;
if(!((data228 === "Required") || (data228 === "Preferred"))){
const err425 = {instancePath:instancePath+"/spec/podAffinity/type",schemaPath:"#/properties/spec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
else {
const err426 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
if(data4.nodeAffinityRequired !== undefined){
let data229 = data4.nodeAffinityRequired;
if(data229 && typeof data229 == "object" && !Array.isArray(data229)){
for(const key35 in data229){
if(!(key35 === "nodeSelectorTerms")){
const err427 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data229.nodeSelectorTerms !== undefined){
let data230 = data229.nodeSelectorTerms;
if(Array.isArray(data230)){
const len22 = data230.length;
for(let i22=0; i22<len22; i22++){
let data231 = data230[i22];
if(data231 && typeof data231 == "object" && !Array.isArray(data231)){
for(const key36 in data231){
if(!(key36 === "matchExpressions")){
const err428 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
if(data231.matchExpressions !== undefined){
let data232 = data231.matchExpressions;
if(Array.isArray(data232)){
const len23 = data232.length;
for(let i23=0; i23<len23; i23++){
let data233 = data232[i23];
const _errs497 = errors;
let valid92 = true;
const _errs498 = errors;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
let missing2;
if((data233.operator === undefined) && (missing2 = "operator")){
const err429 = {};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
else {
if(data233.operator !== undefined){
let data234 = data233.operator;
if(!((data234 === "In") || (data234 === "NotIn"))){
const err430 = {};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
}
}
var _valid3 = _errs498 === errors;
errors = _errs497;
if(vErrors !== null){
if(_errs497){
vErrors.length = _errs497;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs500 = errors;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
if(data233.values === undefined){
const err431 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
if(data233.values !== undefined){
let data235 = data233.values;
if(Array.isArray(data235)){
if(data235.length < 1){
const err432 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
}
}
var _valid3 = _errs500 === errors;
valid92 = _valid3;
if(valid92){
var props1 = {};
props1.values = true;
props1.operator = true;
}
}
if(!valid92){
const err433 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
const _errs503 = errors;
let valid95 = true;
const _errs504 = errors;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
let missing3;
if((data233.operator === undefined) && (missing3 = "operator")){
const err434 = {};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
else {
if(data233.operator !== undefined){
let data236 = data233.operator;
if(!((data236 === "Exists") || (data236 === "DoesNotExist"))){
const err435 = {};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
}
}
var _valid4 = _errs504 === errors;
errors = _errs503;
if(vErrors !== null){
if(_errs503){
vErrors.length = _errs503;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs506 = errors;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
if(data233.values !== undefined){
let data237 = data233.values;
if(Array.isArray(data237)){
if(data237.length > 0){
const err436 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
}
}
var _valid4 = _errs506 === errors;
valid95 = _valid4;
if(valid95){
var props2 = {};
props2.values = true;
props2.operator = true;
}
}
if(!valid95){
const err437 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
if(props1 !== true && props2 !== undefined){
if(props2 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props2);
}
}
const _errs509 = errors;
let valid98 = true;
const _errs510 = errors;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
let missing4;
if((data233.operator === undefined) && (missing4 = "operator")){
const err438 = {};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
else {
if(data233.operator !== undefined){
let data238 = data233.operator;
if(!((data238 === "Gt") || (data238 === "Lt"))){
const err439 = {};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
}
}
var _valid5 = _errs510 === errors;
errors = _errs509;
if(vErrors !== null){
if(_errs509){
vErrors.length = _errs509;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs512 = errors;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
if(data233.values === undefined){
const err440 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
if(data233.values !== undefined){
let data239 = data233.values;
if(Array.isArray(data239)){
if(data239.length > 1){
const err441 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
if(data239.length < 1){
const err442 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
const len24 = data239.length;
for(let i24=0; i24<len24; i24++){
let data240 = data239[i24];
if(typeof data240 === "string"){
if(!pattern22.test(data240)){
const err443 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i24,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/items/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+$"},message:"must match pattern \""+"^-?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
}
}
}
}
var _valid5 = _errs512 === errors;
valid98 = _valid5;
if(valid98){
var props3 = {};
props3.values = true;
props3.operator = true;
}
}
if(!valid98){
const err444 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
if(props1 !== true && props3 !== undefined){
if(props3 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props3);
}
}
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
if(data233.key === undefined){
const err445 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
if(data233.operator === undefined){
const err446 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
for(const key37 in data233){
if(!(((key37 === "key") || (key37 === "operator")) || (key37 === "values"))){
const err447 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
if(data233.key !== undefined){
if(typeof data233.key !== "string"){
const err448 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/key",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
if(data233.operator !== undefined){
let data242 = data233.operator;
if(!((((((data242 === "In") || (data242 === "NotIn")) || (data242 === "Exists")) || (data242 === "DoesNotExist")) || (data242 === "Gt")) || (data242 === "Lt"))){
const err449 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/operator",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
if(data233.values !== undefined){
let data243 = data233.values;
if(Array.isArray(data243)){
const len25 = data243.length;
for(let i25=0; i25<len25; i25++){
if(typeof data243[i25] !== "string"){
const err450 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i25,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
}
else {
const err451 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
}
else {
const err452 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
}
}
else {
const err453 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
}
else {
const err454 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
}
else {
const err455 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
}
else {
const err456 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
if(data4.relatedUrls !== undefined){
let data245 = data4.relatedUrls;
if(Array.isArray(data245)){
const len26 = data245.length;
for(let i26=0; i26<len26; i26++){
let data246 = data245[i26];
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
for(const key38 in data246){
if(!((((key38 === "exclude") || (key38 === "name")) || (key38 === "type")) || (key38 === "url"))){
const err457 = {instancePath:instancePath+"/spec/relatedUrls/" + i26,schemaPath:"#/properties/spec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
if(data246.exclude !== undefined){
if(typeof data246.exclude !== "boolean"){
const err458 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/exclude",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
if(data246.name !== undefined){
if(typeof data246.name !== "string"){
const err459 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/name",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
if(data246.type !== undefined){
if(typeof data246.type !== "string"){
const err460 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/type",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
if(data246.url !== undefined){
if(typeof data246.url !== "string"){
const err461 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/url",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
}
else {
const err462 = {instancePath:instancePath+"/spec/relatedUrls/" + i26,schemaPath:"#/properties/spec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
}
else {
const err463 = {instancePath:instancePath+"/spec/relatedUrls",schemaPath:"#/properties/spec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
}
else {
const err464 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
if(data.templateId !== undefined){
let data251 = data.templateId;
if(typeof data251 === "string"){
if(!pattern15.test(data251)){
const err465 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
else {
const err466 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
}
else {
const err467 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDistributedRequest = validate23;
const schema34 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"A worker's spec, and the workload's; a training's members without `completions` and `parallelism`, and the framework's own. `priorityClass` and `category` from 2.22.","required":["numWorkers","distributedFramework"],"additionalProperties":false,"properties":{"numWorkers":{"type":"integer","minimum":1,"description":"The workers, besides the master."},"distributedFramework":{"enum":["MPI","PyTorch","TF","XGBoost","JAX"],"description":"JAX from 2.21 (the vendor's 2.21 document, SDK 1.221.1, has it).","x-vendor":[{"until":"2.20","enum":["MPI","PyTorch","TF","XGBoost"]}]},"slotsPerWorker":{"type":"integer","minimum":1,"description":"MPI only."},"minReplicas":{"type":"integer","minimum":1,"description":"PyTorch only, for elastic training."},"maxReplicas":{"type":"integer","minimum":1,"description":"PyTorch only, for elastic training."},"cleanPodPolicy":{"enum":["None","All","Running"],"x-since":"2.20"},"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string","minLength":1},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string","minLength":1},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a\nuser credential (2.24); the vendor marks each source's `name` and `key` (a pod field's `path`)\nmandatory.\n","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"description":"GPU memory (`gpuRequestType` `memory`, `gpuMemoryRequest`) is asked of one GPU: every\nversion says that with `gpuDevicesRequest` above 1 only `portion` is taken (2.18's\n`gpuDevicesRequest`: \"if more than one device is requested, it is not possible to provide\nvalues for gpuMemory\"; 2.24's `GpuRequestType`: \"If `gpuDevicesRequest > 1`, only\n`portion` is supported\"). The `if` below holds it.\n","properties":{"gpuDevicesRequest":{"type":"integer","minimum":0,"maximum":2147483647,"description":"An int32 in every version. The sentence is the conditional rule's below too (a member has one).","x-expected":"a whole number of GPUs, at most 2147483647, and at most 1 with GPU memory (gpuRequestType memory, gpuMemoryRequest): Run:ai takes GPU memory for one GPU only. Leave gpuDevicesRequest out or set it to 1, or ask for whole GPUs without GPU memory"},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The GPU memory of one device, with `gpuRequestType` `memory` (`gpuDevicesRequest` at most 1).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","required":["resource"],"additionalProperties":false,"description":"An extended resource, named by `resource` (also when `exclude` removes one the policy gives).","properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}},"if":{"anyOf":[{"required":["gpuRequestType"],"properties":{"gpuRequestType":{"const":"memory"}}},{"required":["gpuMemoryRequest"]}]},"then":{"properties":{"gpuDevicesRequest":{"maximum":1}}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The new claim's size, a Kubernetes quantity in every version.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"storageClass":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"Left out for the default class. A Kubernetes name in every version; from 2.23 a DNS label (no `.`).","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version.","x-expected":"a uuid such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"x-since":"2.22","description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]},{"since":"2.22","enum":["very-low","low","medium-low","medium","medium-high","high","very-high"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"The secret's name; a DNS label (no `.`) from 2.23.","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `operator`, `key` and `effect`\nmandatory, and `name` until 2.21 (its 2.21 document, SDK 1.221.1, no longer does); `value`\ngoes with `Equal` (their description says the reverse, which Kubernetes does not allow);\n`seconds` only with `NoExecute`.\n","x-vendor":[{"until":"2.20","required":["name","operator","key","effect"]}],"properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"],"description":"How many `values` an expression takes depends on its `operator`, as the vendor's\ndescription (from 2.22) and Kubernetes say: `In` and `NotIn` at least one,\n`Exists` and `DoesNotExist` none, `Gt` and `Lt` one, a whole number.\n","allOf":[{"if":{"required":["operator"],"properties":{"operator":{"enum":["In","NotIn"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Exists","DoesNotExist"]}}},"then":{"properties":{"values":{"maxItems":0}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Gt","Lt"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1,"maxItems":1,"items":{"pattern":"^-?[0-9]+$","x-expected":"a whole number, such as \"4\""}}}}}]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}},"mpiLauncherCreationPolicy":{"enum":["AtStartup","WaitForWorkersReady"],"x-since":"2.22"},"sshAuthMountPath":{"type":"string","x-since":"2.21"}}},"masterSpecSameAsWorker":{"type":"boolean","description":"The master's spec is the workers'; `masterSpec` is then not given."},"masterSpec":{"type":"object","description":"The master's spec, when it differs from the workers' (the worker spec's members, less those of the framework).","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string","minLength":1},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string","minLength":1},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a\nuser credential (2.24); the vendor marks each source's `name` and `key` (a pod field's `path`)\nmandatory.\n","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","required":["name","key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"description":"GPU memory (`gpuRequestType` `memory`, `gpuMemoryRequest`) is asked of one GPU: every\nversion says that with `gpuDevicesRequest` above 1 only `portion` is taken (2.18's\n`gpuDevicesRequest`: \"if more than one device is requested, it is not possible to provide\nvalues for gpuMemory\"; 2.24's `GpuRequestType`: \"If `gpuDevicesRequest > 1`, only\n`portion` is supported\"). The `if` below holds it.\n","properties":{"gpuDevicesRequest":{"type":"integer","minimum":0,"maximum":2147483647,"description":"An int32 in every version. The sentence is the conditional rule's below too (a member has one).","x-expected":"a whole number of GPUs, at most 2147483647, and at most 1 with GPU memory (gpuRequestType memory, gpuMemoryRequest): Run:ai takes GPU memory for one GPU only. Leave gpuDevicesRequest out or set it to 1, or ask for whole GPUs without GPU memory"},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The GPU memory of one device, with `gpuRequestType` `memory` (`gpuDevicesRequest` at most 1).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","required":["resource"],"additionalProperties":false,"description":"An extended resource, named by `resource` (also when `exclude` removes one the policy gives).","properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}},"if":{"anyOf":[{"required":["gpuRequestType"],"properties":{"gpuRequestType":{"const":"memory"}}},{"required":["gpuMemoryRequest"]}]},"then":{"properties":{"gpuDevicesRequest":{"maximum":1}}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"The new claim's size, a Kubernetes quantity in every version.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"storageClass":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"Left out for the default class. A Kubernetes name in every version; from 2.23 a DNS label (no `.`).","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version.","x-expected":"a uuid such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"x-since":"2.22","description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]},{"since":"2.22","enum":["very-low","low","medium-low","medium","medium-high","high","very-high"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$","description":"The secret's name; a DNS label (no `.`) from 2.23.","x-expected":"a Kubernetes name of at most 253 characters: lowercase letters, digits, \"-\" and \".\", starting and ending with a letter or digit, such as \"gp2-encrypted\" or \"fast.ssd\"","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `operator`, `key` and `effect`\nmandatory, and `name` until 2.21 (its 2.21 document, SDK 1.221.1, no longer does); `value`\ngoes with `Equal` (their description says the reverse, which Kubernetes does not allow);\n`seconds` only with `NoExecute`.\n","x-vendor":[{"until":"2.20","required":["name","operator","key","effect"]}],"properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","required":["key"],"additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"],"description":"How many `values` an expression takes depends on its `operator`, as the vendor's\ndescription (from 2.22) and Kubernetes say: `In` and `NotIn` at least one,\n`Exists` and `DoesNotExist` none, `Gt` and `Lt` one, a whole number.\n","allOf":[{"if":{"required":["operator"],"properties":{"operator":{"enum":["In","NotIn"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Exists","DoesNotExist"]}}},"then":{"properties":{"values":{"maxItems":0}}}},{"if":{"required":["operator"],"properties":{"operator":{"enum":["Gt","Lt"]}}},"then":{"required":["values"],"properties":{"values":{"minItems":1,"maxItems":1,"items":{"pattern":"^-?[0-9]+$","x-expected":"a whole number, such as \"4\""}}}}}]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}}}},"templateId":{"type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"An id a request gives (a template's, a data volume's), which the vendor declares `format: uuid` in every version.","x-expected":"a uuid such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\"","x-since":"2.23"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projectId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clusterId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clusterId"},message:"must have required property '"+"clusterId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec")) || (key0 === "masterSpecSameAsWorker")) || (key0 === "masterSpec")) || (key0 === "templateId"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 63){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.useGivenNameAsPrefix !== undefined){
if(typeof data.useGivenNameAsPrefix !== "boolean"){
const err9 = {instancePath:instancePath+"/useGivenNameAsPrefix",schemaPath:"#/properties/useGivenNameAsPrefix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.projectId !== undefined){
let data2 = data.projectId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.clusterId !== undefined){
let data3 = data.clusterId;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err12 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.spec !== undefined){
let data4 = data.spec;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.numWorkers === undefined){
const err16 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "numWorkers"},message:"must have required property '"+"numWorkers"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.distributedFramework === undefined){
const err17 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "distributedFramework"},message:"must have required property '"+"distributedFramework"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data4){
if(!(func6.call(schema34.properties.spec.properties, key1))){
const err18 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.numWorkers !== undefined){
let data5 = data4.numWorkers;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/spec/numWorkers",schemaPath:"#/properties/spec/properties/numWorkers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/spec/numWorkers",schemaPath:"#/properties/spec/properties/numWorkers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data4.distributedFramework !== undefined){
let data6 = data4.distributedFramework;
if(!(((((data6 === "MPI") || (data6 === "PyTorch")) || (data6 === "TF")) || (data6 === "XGBoost")) || (data6 === "JAX"))){
const err21 = {instancePath:instancePath+"/spec/distributedFramework",schemaPath:"#/properties/spec/properties/distributedFramework/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.distributedFramework.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.slotsPerWorker !== undefined){
let data7 = data4.slotsPerWorker;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/spec/slotsPerWorker",schemaPath:"#/properties/spec/properties/slotsPerWorker/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/spec/slotsPerWorker",schemaPath:"#/properties/spec/properties/slotsPerWorker/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data4.minReplicas !== undefined){
let data8 = data4.minReplicas;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/spec/minReplicas",schemaPath:"#/properties/spec/properties/minReplicas/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/spec/minReplicas",schemaPath:"#/properties/spec/properties/minReplicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data4.maxReplicas !== undefined){
let data9 = data4.maxReplicas;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/spec/maxReplicas",schemaPath:"#/properties/spec/properties/maxReplicas/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/spec/maxReplicas",schemaPath:"#/properties/spec/properties/maxReplicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data4.cleanPodPolicy !== undefined){
let data10 = data4.cleanPodPolicy;
if(!(((data10 === "None") || (data10 === "All")) || (data10 === "Running"))){
const err28 = {instancePath:instancePath+"/spec/cleanPodPolicy",schemaPath:"#/properties/spec/properties/cleanPodPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.cleanPodPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.image !== undefined){
let data11 = data4.image;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err29 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.imagePullPolicy !== undefined){
let data12 = data4.imagePullPolicy;
if(!(((data12 === "Always") || (data12 === "Never")) || (data12 === "IfNotPresent"))){
const err31 = {instancePath:instancePath+"/spec/imagePullPolicy",schemaPath:"#/properties/spec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.workingDir !== undefined){
let data13 = data4.workingDir;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err32 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data4.createHomeDir !== undefined){
if(typeof data4.createHomeDir !== "boolean"){
const err34 = {instancePath:instancePath+"/spec/createHomeDir",schemaPath:"#/properties/spec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data4.stdin !== undefined){
if(typeof data4.stdin !== "boolean"){
const err35 = {instancePath:instancePath+"/spec/stdin",schemaPath:"#/properties/spec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.tty !== undefined){
if(typeof data4.tty !== "boolean"){
const err36 = {instancePath:instancePath+"/spec/tty",schemaPath:"#/properties/spec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.nodeType !== undefined){
let data17 = data4.nodeType;
if(typeof data17 === "string"){
if(func1(data17) < 1){
const err37 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data4.backoffLimit !== undefined){
let data18 = data4.backoffLimit;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err39 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err40 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data4.command !== undefined){
let data19 = data4.command;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err41 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.args !== undefined){
let data20 = data4.args;
if(typeof data20 === "string"){
if(func1(data20) < 1){
const err43 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data4.environmentVariables !== undefined){
let data21 = data4.environmentVariables;
if(Array.isArray(data21)){
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
let data22 = data21[i0];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.name === undefined){
const err45 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key2 in data22){
if(!((((((((key2 === "name") || (key2 === "value")) || (key2 === "configMap")) || (key2 === "description")) || (key2 === "exclude")) || (key2 === "podFieldRef")) || (key2 === "secret")) || (key2 === "userCredential"))){
const err46 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data22.name !== undefined){
let data23 = data22.name;
if(typeof data23 === "string"){
if(func1(data23) < 1){
const err47 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data22.value !== undefined){
if(typeof data22.value !== "string"){
const err49 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data22.configMap !== undefined){
let data25 = data22.configMap;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.name === undefined){
const err50 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data25.key === undefined){
const err51 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key3 in data25){
if(!((key3 === "key") || (key3 === "name"))){
const err52 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data25.key !== undefined){
let data26 = data25.key;
if(typeof data26 === "string"){
if(func1(data26) < 1){
const err53 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data25.name !== undefined){
let data27 = data25.name;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err55 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data22.description !== undefined){
if(typeof data22.description !== "string"){
const err58 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/description",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data22.exclude !== undefined){
if(typeof data22.exclude !== "boolean"){
const err59 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/exclude",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data22.podFieldRef !== undefined){
let data30 = data22.podFieldRef;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.path === undefined){
const err60 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key4 in data30){
if(!(key4 === "path")){
const err61 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data30.path !== undefined){
let data31 = data30.path;
if(typeof data31 === "string"){
if(func1(data31) < 1){
const err62 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data22.secret !== undefined){
let data32 = data22.secret;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.name === undefined){
const err65 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data32.key === undefined){
const err66 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key5 in data32){
if(!((key5 === "key") || (key5 === "name"))){
const err67 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data32.key !== undefined){
let data33 = data32.key;
if(typeof data33 === "string"){
if(func1(data33) < 1){
const err68 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data32.name !== undefined){
let data34 = data32.name;
if(typeof data34 === "string"){
if(func1(data34) < 1){
const err70 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data22.userCredential !== undefined){
let data35 = data22.userCredential;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.name === undefined){
const err73 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data35.key === undefined){
const err74 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
for(const key6 in data35){
if(!((key6 === "key") || (key6 === "name"))){
const err75 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data35.key !== undefined){
let data36 = data35.key;
if(typeof data36 === "string"){
if(func1(data36) < 1){
const err76 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data35.name !== undefined){
let data37 = data35.name;
if(typeof data37 === "string"){
if(func1(data37) < 1){
const err78 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data4.compute !== undefined){
let data38 = data4.compute;
const _errs83 = errors;
let valid9 = true;
const _errs84 = errors;
const _errs85 = errors;
let valid10 = false;
const _errs86 = errors;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
let missing0;
if((data38.gpuRequestType === undefined) && (missing0 = "gpuRequestType")){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
if(data38.gpuRequestType !== undefined){
if("memory" !== data38.gpuRequestType){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
}
var _valid1 = _errs86 === errors;
valid10 = valid10 || _valid1;
if(_valid1){
var props0 = {};
props0.gpuRequestType = true;
}
const _errs88 = errors;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
let missing1;
if((data38.gpuMemoryRequest === undefined) && (missing1 = "gpuMemoryRequest")){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
var _valid1 = _errs88 === errors;
valid10 = valid10 || _valid1;
if(!valid10){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs84 === errors;
errors = _errs83;
if(vErrors !== null){
if(_errs83){
vErrors.length = _errs83;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs89 = errors;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.gpuDevicesRequest !== undefined){
let data40 = data38.gpuDevicesRequest;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 > 1 || isNaN(data40)){
const err87 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/then/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
}
var _valid0 = _errs89 === errors;
valid9 = _valid0;
if(valid9){
if(props0 !== true){
props0 = props0 || {};
props0.gpuDevicesRequest = true;
}
}
}
if(!valid9){
const err88 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
for(const key7 in data38){
if(!(func6.call(schema34.properties.spec.properties.compute.properties, key7))){
const err89 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data38.gpuDevicesRequest !== undefined){
let data41 = data38.gpuDevicesRequest;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err90 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 > 2147483647 || isNaN(data41)){
const err91 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data41 < 0 || isNaN(data41)){
const err92 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
if(data38.gpuRequestType !== undefined){
let data42 = data38.gpuRequestType;
if(!(((data42 === "portion") || (data42 === "memory")) || (data42 === "migProfile"))){
const err93 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data38.gpuPortionRequest !== undefined){
let data43 = data38.gpuPortionRequest;
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 > 1 || isNaN(data43)){
const err94 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data43 < 0 || isNaN(data43)){
const err95 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data38.gpuMemoryRequest !== undefined){
let data44 = data38.gpuMemoryRequest;
if(typeof data44 === "string"){
if(!pattern6.test(data44)){
const err97 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data38.cpuCoreRequest !== undefined){
let data45 = data38.cpuCoreRequest;
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err99 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data38.cpuCoreLimit !== undefined){
let data46 = data38.cpuCoreLimit;
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err101 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data38.cpuMemoryRequest !== undefined){
let data47 = data38.cpuMemoryRequest;
if(typeof data47 === "string"){
if(!pattern6.test(data47)){
const err103 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data38.cpuMemoryLimit !== undefined){
let data48 = data38.cpuMemoryLimit;
if(typeof data48 === "string"){
if(!pattern6.test(data48)){
const err105 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data38.largeShmRequest !== undefined){
if(typeof data38.largeShmRequest !== "boolean"){
const err107 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data38.extendedResources !== undefined){
let data50 = data38.extendedResources;
if(Array.isArray(data50)){
const len1 = data50.length;
for(let i1=0; i1<len1; i1++){
let data51 = data50[i1];
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.resource === undefined){
const err108 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
for(const key8 in data51){
if(!(((key8 === "exclude") || (key8 === "quantity")) || (key8 === "resource"))){
const err109 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data51.exclude !== undefined){
if(typeof data51.exclude !== "boolean"){
const err110 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/exclude",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data51.quantity !== undefined){
let data53 = data51.quantity;
if(typeof data53 === "string"){
if(!pattern6.test(data53)){
const err111 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data51.resource !== undefined){
let data54 = data51.resource;
if(typeof data54 === "string"){
if(func1(data54) < 1){
const err113 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {instancePath:instancePath+"/spec/compute/extendedResources",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data38.gpuMemoryLimit !== undefined){
let data55 = data38.gpuMemoryLimit;
if(typeof data55 === "string"){
if(!pattern6.test(data55)){
const err117 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data38.gpuPortionLimit !== undefined){
let data56 = data38.gpuPortionLimit;
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 < 0 || isNaN(data56)){
const err119 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data38.migProfile !== undefined){
let data57 = data38.migProfile;
if(!((((((((((data57 === "1g.5gb") || (data57 === "1g.10gb")) || (data57 === "2g.10gb")) || (data57 === "2g.20gb")) || (data57 === "3g.20gb")) || (data57 === "3g.40gb")) || (data57 === "4g.20gb")) || (data57 === "4g.40gb")) || (data57 === "7g.40gb")) || (data57 === "7g.80gb"))){
const err121 = {instancePath:instancePath+"/spec/compute/migProfile",schemaPath:"#/properties/spec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data4.storage !== undefined){
let data58 = data4.storage;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
for(const key9 in data58){
if(!(func6.call(schema34.properties.spec.properties.storage.properties, key9))){
const err123 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data58.pvc !== undefined){
let data59 = data58.pvc;
if(Array.isArray(data59)){
const len2 = data59.length;
for(let i2=0; i2<len2; i2++){
let data60 = data59[i2];
const _errs132 = errors;
let valid20 = true;
const _errs133 = errors;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.existingPvc !== undefined){
if(true !== data60.existingPvc){
const err124 = {};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
var _valid2 = _errs133 === errors;
errors = _errs132;
if(vErrors !== null){
if(_errs132){
vErrors.length = _errs132;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid2){
const _errs135 = errors;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.claimName === undefined){
const err125 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
var _valid2 = _errs135 === errors;
valid20 = _valid2;
ifClause0 = "then";
}
else {
const _errs136 = errors;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.claimInfo === undefined){
const err126 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
var _valid2 = _errs136 === errors;
valid20 = _valid2;
ifClause0 = "else";
}
if(!valid20){
const err127 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.path === undefined){
const err128 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data60.existingPvc === undefined){
const err129 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
for(const key10 in data60){
if(!(func6.call(schema34.properties.spec.properties.storage.properties.pvc.items.properties, key10))){
const err130 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data60.path !== undefined){
let data62 = data60.path;
if(typeof data62 === "string"){
if(func1(data62) < 1){
const err131 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data60.readOnly !== undefined){
if(typeof data60.readOnly !== "boolean"){
const err133 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data60.existingPvc !== undefined){
if(typeof data60.existingPvc !== "boolean"){
const err134 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data60.claimName !== undefined){
let data65 = data60.claimName;
if(typeof data65 === "string"){
if(func1(data65) > 63){
const err135 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(func1(data65) < 1){
const err136 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data60.claimInfo !== undefined){
let data66 = data60.claimInfo;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.size === undefined){
const err138 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
for(const key11 in data66){
if(!(((((key11 === "size") || (key11 === "storageClass")) || (key11 === "accessModes")) || (key11 === "addedAttrValues")) || (key11 === "volumeMode"))){
const err139 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data66.size !== undefined){
let data67 = data66.size;
if(typeof data67 === "string"){
if(!pattern6.test(data67)){
const err140 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
else {
const err141 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data66.storageClass !== undefined){
let data68 = data66.storageClass;
if(typeof data68 === "string"){
if(func1(data68) > 253){
const err142 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(func1(data68) < 1){
const err143 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(!pattern12.test(data68)){
const err144 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data66.accessModes !== undefined){
let data69 = data66.accessModes;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
for(const key12 in data69){
if(!(((key12 === "readOnlyMany") || (key12 === "readWriteMany")) || (key12 === "readWriteOnce"))){
const err146 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data69.readOnlyMany !== undefined){
if(typeof data69.readOnlyMany !== "boolean"){
const err147 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data69.readWriteMany !== undefined){
if(typeof data69.readWriteMany !== "boolean"){
const err148 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data69.readWriteOnce !== undefined){
if(typeof data69.readWriteOnce !== "boolean"){
const err149 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data66.addedAttrValues !== undefined){
let data73 = data66.addedAttrValues;
if(Array.isArray(data73)){
const len3 = data73.length;
for(let i3=0; i3<len3; i3++){
let data74 = data73[i3];
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
if(data74.key === undefined){
const err151 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
for(const key13 in data74){
if(!((key13 === "key") || (key13 === "value"))){
const err152 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data74.key !== undefined){
let data75 = data74.key;
if(typeof data75 === "string"){
if(func1(data75) > 63){
const err153 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(func1(data75) < 1){
const err154 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(!pattern13.test(data75)){
const err155 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data74.value !== undefined){
if(typeof data74.value !== "string"){
const err157 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/value",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data66.volumeMode !== undefined){
let data77 = data66.volumeMode;
if(!((data77 === "Filesystem") || (data77 === "Block"))){
const err160 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/volumeMode",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data60.dataSharing !== undefined){
if(typeof data60.dataSharing !== "boolean"){
const err162 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/dataSharing",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data60.ephemeral !== undefined){
if(typeof data60.ephemeral !== "boolean"){
const err163 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/ephemeral",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data60.exclude !== undefined){
if(typeof data60.exclude !== "boolean"){
const err164 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data60.name !== undefined){
let data81 = data60.name;
if(typeof data81 === "string"){
if(func1(data81) < 1){
const err165 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
else {
const err166 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data58.git !== undefined){
let data82 = data58.git;
if(Array.isArray(data82)){
const len4 = data82.length;
for(let i4=0; i4<len4; i4++){
let data83 = data82[i4];
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.repository === undefined){
const err169 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data83.path === undefined){
const err170 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
for(const key14 in data83){
if(!(func6.call(schema34.properties.spec.properties.storage.properties.git.items.properties, key14))){
const err171 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data83.name !== undefined){
let data84 = data83.name;
if(typeof data84 === "string"){
if(func1(data84) < 1){
const err172 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
else {
const err173 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data83.repository !== undefined){
let data85 = data83.repository;
if(typeof data85 === "string"){
if(func1(data85) < 1){
const err174 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data83.branch !== undefined){
let data86 = data83.branch;
if(typeof data86 === "string"){
if(func1(data86) < 1){
const err176 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data83.revision !== undefined){
let data87 = data83.revision;
if(typeof data87 === "string"){
if(func1(data87) < 1){
const err178 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
else {
const err179 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data83.path !== undefined){
let data88 = data83.path;
if(typeof data88 === "string"){
if(func1(data88) < 1){
const err180 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
else {
const err181 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data83.passwordSecret !== undefined){
let data89 = data83.passwordSecret;
if(typeof data89 === "string"){
if(func1(data89) < 1){
const err182 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
else {
const err183 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data83.exclude !== undefined){
if(typeof data83.exclude !== "boolean"){
const err184 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data83.secretKeyOfPassword !== undefined){
let data91 = data83.secretKeyOfPassword;
if(typeof data91 === "string"){
if(func1(data91) < 1){
const err185 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
else {
const err186 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data83.secretKeyOfUser !== undefined){
let data92 = data83.secretKeyOfUser;
if(typeof data92 === "string"){
if(func1(data92) < 1){
const err187 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
else {
const err188 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data83.secretRef !== undefined){
let data93 = data83.secretRef;
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
for(const key15 in data93){
if(!((((key15 === "authenticationMethod") || (key15 === "name")) || (key15 === "secretKeyOfPassword")) || (key15 === "secretKeyOfUser"))){
const err189 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data93.authenticationMethod !== undefined){
let data94 = data93.authenticationMethod;
if(!((data94 === "password") || (data94 === "ssh-key"))){
const err190 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/authenticationMethod",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data93.name !== undefined){
let data95 = data93.name;
if(typeof data95 === "string"){
if(func1(data95) < 1){
const err191 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
else {
const err192 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data93.secretKeyOfPassword !== undefined){
let data96 = data93.secretKeyOfPassword;
if(typeof data96 === "string"){
if(func1(data96) < 1){
const err193 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
else {
const err194 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data93.secretKeyOfUser !== undefined){
let data97 = data93.secretKeyOfUser;
if(typeof data97 === "string"){
if(func1(data97) < 1){
const err195 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
else {
const err196 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
else {
const err197 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
else {
const err198 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
else {
const err199 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data58.hostPath !== undefined){
let data98 = data58.hostPath;
if(Array.isArray(data98)){
const len5 = data98.length;
for(let i5=0; i5<len5; i5++){
let data99 = data98[i5];
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.path === undefined){
const err200 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
if(data99.mountPath === undefined){
const err201 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(data99.readOnly === undefined){
const err202 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
for(const key16 in data99){
if(!((((((key16 === "path") || (key16 === "mountPath")) || (key16 === "readOnly")) || (key16 === "exclude")) || (key16 === "mountPropagation")) || (key16 === "name"))){
const err203 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data99.path !== undefined){
let data100 = data99.path;
if(typeof data100 === "string"){
if(func1(data100) < 1){
const err204 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
else {
const err205 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
if(data99.mountPath !== undefined){
let data101 = data99.mountPath;
if(typeof data101 === "string"){
if(func1(data101) < 1){
const err206 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
else {
const err207 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
if(data99.readOnly !== undefined){
if(typeof data99.readOnly !== "boolean"){
const err208 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data99.exclude !== undefined){
if(typeof data99.exclude !== "boolean"){
const err209 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data99.mountPropagation !== undefined){
let data104 = data99.mountPropagation;
if(!((data104 === "None") || (data104 === "HostToContainer"))){
const err210 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPropagation",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data99.name !== undefined){
let data105 = data99.name;
if(typeof data105 === "string"){
if(func1(data105) < 1){
const err211 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
}
else {
const err213 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
}
else {
const err214 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
if(data58.configMapVolume !== undefined){
let data106 = data58.configMapVolume;
if(Array.isArray(data106)){
const len6 = data106.length;
for(let i6=0; i6<len6; i6++){
let data107 = data106[i6];
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
for(const key17 in data107){
if(!((((((key17 === "configMap") || (key17 === "defaultMode")) || (key17 === "exclude")) || (key17 === "mountPath")) || (key17 === "name")) || (key17 === "subPath"))){
const err215 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data107.configMap !== undefined){
let data108 = data107.configMap;
if(typeof data108 === "string"){
if(func1(data108) < 1){
const err216 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data107.defaultMode !== undefined){
let data109 = data107.defaultMode;
if(typeof data109 === "string"){
if(func1(data109) > 4){
const err218 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if(func1(data109) < 4){
const err219 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(!pattern14.test(data109)){
const err220 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
else {
const err221 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data107.exclude !== undefined){
if(typeof data107.exclude !== "boolean"){
const err222 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data107.mountPath !== undefined){
let data111 = data107.mountPath;
if(typeof data111 === "string"){
if(func1(data111) < 1){
const err223 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
else {
const err224 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data107.name !== undefined){
let data112 = data107.name;
if(typeof data112 === "string"){
if(func1(data112) < 1){
const err225 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
else {
const err226 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data107.subPath !== undefined){
let data113 = data107.subPath;
if(typeof data113 === "string"){
if(func1(data113) < 1){
const err227 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
else {
const err228 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
}
else {
const err229 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
}
else {
const err230 = {instancePath:instancePath+"/spec/storage/configMapVolume",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data58.dataVolume !== undefined){
let data114 = data58.dataVolume;
if(Array.isArray(data114)){
const len7 = data114.length;
for(let i7=0; i7<len7; i7++){
let data115 = data114[i7];
if(data115 && typeof data115 == "object" && !Array.isArray(data115)){
for(const key18 in data115){
if(!(((key18 === "exclude") || (key18 === "id")) || (key18 === "mountPath"))){
const err231 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data115.exclude !== undefined){
if(typeof data115.exclude !== "boolean"){
const err232 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data115.id !== undefined){
let data117 = data115.id;
if(typeof data117 === "string"){
if(!pattern15.test(data117)){
const err233 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
else {
const err234 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
if(data115.mountPath !== undefined){
if(typeof data115.mountPath !== "string"){
const err235 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
}
else {
const err236 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
}
else {
const err237 = {instancePath:instancePath+"/spec/storage/dataVolume",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data58.emptyDirVolume !== undefined){
let data119 = data58.emptyDirVolume;
if(Array.isArray(data119)){
const len8 = data119.length;
for(let i8=0; i8<len8; i8++){
let data120 = data119[i8];
if(data120 && typeof data120 == "object" && !Array.isArray(data120)){
for(const key19 in data120){
if(!(((((key19 === "exclude") || (key19 === "medium")) || (key19 === "name")) || (key19 === "path")) || (key19 === "sizeLimit"))){
const err238 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
if(data120.exclude !== undefined){
if(typeof data120.exclude !== "boolean"){
const err239 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data120.medium !== undefined){
let data122 = data120.medium;
if(typeof data122 === "string"){
if(func1(data122) < 1){
const err240 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
else {
const err241 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data120.name !== undefined){
let data123 = data120.name;
if(typeof data123 === "string"){
if(func1(data123) < 1){
const err242 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
else {
const err243 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
if(data120.path !== undefined){
let data124 = data120.path;
if(typeof data124 === "string"){
if(func1(data124) < 1){
const err244 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
else {
const err245 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data120.sizeLimit !== undefined){
let data125 = data120.sizeLimit;
if(typeof data125 === "string"){
if(!pattern6.test(data125)){
const err246 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
else {
const err247 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
}
else {
const err248 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
}
else {
const err249 = {instancePath:instancePath+"/spec/storage/emptyDirVolume",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
if(data58.nfs !== undefined){
let data126 = data58.nfs;
if(Array.isArray(data126)){
const len9 = data126.length;
for(let i9=0; i9<len9; i9++){
let data127 = data126[i9];
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
for(const key20 in data127){
if(!((((((key20 === "exclude") || (key20 === "mountPath")) || (key20 === "name")) || (key20 === "path")) || (key20 === "readOnly")) || (key20 === "server"))){
const err250 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data127.exclude !== undefined){
if(typeof data127.exclude !== "boolean"){
const err251 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data127.mountPath !== undefined){
let data129 = data127.mountPath;
if(typeof data129 === "string"){
if(func1(data129) < 1){
const err252 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
else {
const err253 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
if(data127.name !== undefined){
let data130 = data127.name;
if(typeof data130 === "string"){
if(func1(data130) < 1){
const err254 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
else {
const err255 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data127.path !== undefined){
let data131 = data127.path;
if(typeof data131 === "string"){
if(func1(data131) < 1){
const err256 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
else {
const err257 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data127.readOnly !== undefined){
if(typeof data127.readOnly !== "boolean"){
const err258 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data127.server !== undefined){
let data133 = data127.server;
if(typeof data133 === "string"){
if(func1(data133) < 1){
const err259 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
else {
const err260 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
else {
const err261 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
}
else {
const err262 = {instancePath:instancePath+"/spec/storage/nfs",schemaPath:"#/properties/spec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data58.s3 !== undefined){
let data134 = data58.s3;
if(Array.isArray(data134)){
const len10 = data134.length;
for(let i10=0; i10<len10; i10++){
let data135 = data134[i10];
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
for(const key21 in data135){
if(!((((((((key21 === "accessKeySecret") || (key21 === "bucket")) || (key21 === "exclude")) || (key21 === "name")) || (key21 === "path")) || (key21 === "secretKeyOfAccessKeyId")) || (key21 === "secretKeyOfSecretKey")) || (key21 === "url"))){
const err263 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data135.accessKeySecret !== undefined){
let data136 = data135.accessKeySecret;
if(typeof data136 === "string"){
if(func1(data136) < 1){
const err264 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
else {
const err265 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data135.bucket !== undefined){
let data137 = data135.bucket;
if(typeof data137 === "string"){
if(func1(data137) < 1){
const err266 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
else {
const err267 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data135.exclude !== undefined){
if(typeof data135.exclude !== "boolean"){
const err268 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data135.name !== undefined){
let data139 = data135.name;
if(typeof data139 === "string"){
if(func1(data139) < 1){
const err269 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
else {
const err270 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
if(data135.path !== undefined){
let data140 = data135.path;
if(typeof data140 === "string"){
if(func1(data140) < 1){
const err271 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
else {
const err272 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data135.secretKeyOfAccessKeyId !== undefined){
let data141 = data135.secretKeyOfAccessKeyId;
if(typeof data141 === "string"){
if(func1(data141) < 1){
const err273 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
else {
const err274 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data135.secretKeyOfSecretKey !== undefined){
let data142 = data135.secretKeyOfSecretKey;
if(typeof data142 === "string"){
if(func1(data142) < 1){
const err275 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
else {
const err276 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data135.url !== undefined){
let data143 = data135.url;
if(typeof data143 === "string"){
if(func1(data143) < 1){
const err277 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
else {
const err278 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
}
else {
const err279 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
}
else {
const err280 = {instancePath:instancePath+"/spec/storage/s3",schemaPath:"#/properties/spec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
if(data58.secretVolume !== undefined){
let data144 = data58.secretVolume;
if(Array.isArray(data144)){
const len11 = data144.length;
for(let i11=0; i11<len11; i11++){
let data145 = data144[i11];
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
for(const key22 in data145){
if(!(((((key22 === "defaultMode") || (key22 === "exclude")) || (key22 === "mountPath")) || (key22 === "name")) || (key22 === "secret"))){
const err281 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data145.defaultMode !== undefined){
let data146 = data145.defaultMode;
if(typeof data146 === "string"){
if(func1(data146) > 4){
const err282 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if(func1(data146) < 4){
const err283 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
if(!pattern14.test(data146)){
const err284 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
else {
const err285 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data145.exclude !== undefined){
if(typeof data145.exclude !== "boolean"){
const err286 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data145.mountPath !== undefined){
let data148 = data145.mountPath;
if(typeof data148 === "string"){
if(func1(data148) < 1){
const err287 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
else {
const err288 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data145.name !== undefined){
let data149 = data145.name;
if(typeof data149 === "string"){
if(func1(data149) < 1){
const err289 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
else {
const err290 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
if(data145.secret !== undefined){
let data150 = data145.secret;
if(typeof data150 === "string"){
if(func1(data150) < 1){
const err291 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
else {
const err292 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
}
else {
const err293 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
else {
const err294 = {instancePath:instancePath+"/spec/storage/secretVolume",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
}
else {
const err295 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data4.security !== undefined){
let data151 = data4.security;
if(data151 && typeof data151 == "object" && !Array.isArray(data151)){
for(const key23 in data151){
if(!(func6.call(schema34.properties.spec.properties.security.properties, key23))){
const err296 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
if(data151.hostIpc !== undefined){
if(typeof data151.hostIpc !== "boolean"){
const err297 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data151.hostNetwork !== undefined){
if(typeof data151.hostNetwork !== "boolean"){
const err298 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
if(data151.allowPrivilegeEscalation !== undefined){
if(typeof data151.allowPrivilegeEscalation !== "boolean"){
const err299 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data151.capabilities !== undefined){
let data155 = data151.capabilities;
if(Array.isArray(data155)){
const len12 = data155.length;
for(let i12=0; i12<len12; i12++){
let data156 = data155[i12];
if(!((((((((((((((((((((((((((((((((((((((data156 === "AUDIT_CONTROL") || (data156 === "AUDIT_READ")) || (data156 === "AUDIT_WRITE")) || (data156 === "BLOCK_SUSPEND")) || (data156 === "CHOWN")) || (data156 === "DAC_OVERRIDE")) || (data156 === "DAC_READ_SEARCH")) || (data156 === "FOWNER")) || (data156 === "FSETID")) || (data156 === "IPC_LOCK")) || (data156 === "IPC_OWNER")) || (data156 === "KILL")) || (data156 === "LEASE")) || (data156 === "LINUX_IMMUTABLE")) || (data156 === "MAC_ADMIN")) || (data156 === "MAC_OVERRIDE")) || (data156 === "MKNOD")) || (data156 === "NET_ADMIN")) || (data156 === "NET_BIND_SERVICE")) || (data156 === "NET_BROADCAST")) || (data156 === "NET_RAW")) || (data156 === "SETGID")) || (data156 === "SETFCAP")) || (data156 === "SETPCAP")) || (data156 === "SETUID")) || (data156 === "SYS_ADMIN")) || (data156 === "SYS_BOOT")) || (data156 === "SYS_CHROOT")) || (data156 === "SYS_MODULE")) || (data156 === "SYS_NICE")) || (data156 === "SYS_PACCT")) || (data156 === "SYS_PTRACE")) || (data156 === "SYS_RAWIO")) || (data156 === "SYS_RESOURCE")) || (data156 === "SYS_TIME")) || (data156 === "SYS_TTY_CONFIG")) || (data156 === "SYSLOG")) || (data156 === "WAKE_ALARM"))){
const err300 = {instancePath:instancePath+"/spec/security/capabilities/" + i12,schemaPath:"#/properties/spec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
}
else {
const err301 = {instancePath:instancePath+"/spec/security/capabilities",schemaPath:"#/properties/spec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data151.readOnlyRootFilesystem !== undefined){
if(typeof data151.readOnlyRootFilesystem !== "boolean"){
const err302 = {instancePath:instancePath+"/spec/security/readOnlyRootFilesystem",schemaPath:"#/properties/spec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
if(data151.runAsGid !== undefined){
let data158 = data151.runAsGid;
if(!(((typeof data158 == "number") && (!(data158 % 1) && !isNaN(data158))) && (isFinite(data158)))){
const err303 = {instancePath:instancePath+"/spec/security/runAsGid",schemaPath:"#/properties/spec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data151.runAsNonRoot !== undefined){
if(typeof data151.runAsNonRoot !== "boolean"){
const err304 = {instancePath:instancePath+"/spec/security/runAsNonRoot",schemaPath:"#/properties/spec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
if(data151.runAsUid !== undefined){
let data160 = data151.runAsUid;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
const err305 = {instancePath:instancePath+"/spec/security/runAsUid",schemaPath:"#/properties/spec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data151.seccompProfileType !== undefined){
let data161 = data151.seccompProfileType;
if(!(((data161 === "RuntimeDefault") || (data161 === "Unconfined")) || (data161 === "Localhost"))){
const err306 = {instancePath:instancePath+"/spec/security/seccompProfileType",schemaPath:"#/properties/spec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data151.supplementalGroups !== undefined){
if(typeof data151.supplementalGroups !== "string"){
const err307 = {instancePath:instancePath+"/spec/security/supplementalGroups",schemaPath:"#/properties/spec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
if(data151.uidGidSource !== undefined){
let data163 = data151.uidGidSource;
if(!(((data163 === "fromTheImage") || (data163 === "fromIdpToken")) || (data163 === "custom"))){
const err308 = {instancePath:instancePath+"/spec/security/uidGidSource",schemaPath:"#/properties/spec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
}
else {
const err309 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data164 = data4.priorityClass;
if(typeof data164 === "string"){
if(func1(data164) < 1){
const err310 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
else {
const err311 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data165 = data4.preemptibility;
if(!((data165 === "preemptible") || (data165 === "non-preemptible"))){
const err312 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data166 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
const err313 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 < 0 || isNaN(data166)){
const err314 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data167 = data4.nodePools;
if(Array.isArray(data167)){
const len13 = data167.length;
for(let i13=0; i13<len13; i13++){
let data168 = data167[i13];
if(typeof data168 === "string"){
if(func1(data168) < 1){
const err315 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
else {
const err316 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
}
else {
const err317 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data4.category !== undefined){
let data169 = data4.category;
if(typeof data169 === "string"){
if(func1(data169) < 1){
const err318 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
else {
const err319 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data170 = data4.imagePullSecrets;
if(Array.isArray(data170)){
const len14 = data170.length;
for(let i14=0; i14<len14; i14++){
let data171 = data170[i14];
if(data171 && typeof data171 == "object" && !Array.isArray(data171)){
if(data171.name === undefined){
const err320 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
for(const key24 in data171){
if(!(((key24 === "name") || (key24 === "userCredential")) || (key24 === "exclude"))){
const err321 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data171.name !== undefined){
let data172 = data171.name;
if(typeof data172 === "string"){
if(func1(data172) > 253){
const err322 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
if(func1(data172) < 1){
const err323 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(!pattern12.test(data172)){
const err324 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
else {
const err325 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
if(data171.userCredential !== undefined){
if(typeof data171.userCredential !== "boolean"){
const err326 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data171.exclude !== undefined){
if(typeof data171.exclude !== "boolean"){
const err327 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/exclude",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
}
else {
const err328 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
}
else {
const err329 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data175 = data4.tolerations;
if(Array.isArray(data175)){
const len15 = data175.length;
for(let i15=0; i15<len15; i15++){
let data176 = data175[i15];
if(data176 && typeof data176 == "object" && !Array.isArray(data176)){
if(data176.operator === undefined){
const err330 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if(data176.key === undefined){
const err331 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
if(data176.effect === undefined){
const err332 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
for(const key25 in data176){
if(!(((((((key25 === "name") || (key25 === "operator")) || (key25 === "key")) || (key25 === "value")) || (key25 === "effect")) || (key25 === "seconds")) || (key25 === "exclude"))){
const err333 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data176.name !== undefined){
let data177 = data176.name;
if(typeof data177 === "string"){
if(func1(data177) < 1){
const err334 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
else {
const err335 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data176.operator !== undefined){
let data178 = data176.operator;
if(!((data178 === "Equal") || (data178 === "Exists"))){
const err336 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
if(data176.key !== undefined){
let data179 = data176.key;
if(typeof data179 === "string"){
if(func1(data179) < 1){
const err337 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
else {
const err338 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
if(data176.value !== undefined){
if(typeof data176.value !== "string"){
const err339 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
if(data176.effect !== undefined){
let data181 = data176.effect;
if(!((((data181 === "NoSchedule") || (data181 === "NoExecute")) || (data181 === "PreferNoSchedule")) || (data181 === "Any"))){
const err340 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
if(data176.seconds !== undefined){
let data182 = data176.seconds;
if(!(((typeof data182 == "number") && (!(data182 % 1) && !isNaN(data182))) && (isFinite(data182)))){
const err341 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
if((typeof data182 == "number") && (isFinite(data182))){
if(data182 < 1 || isNaN(data182)){
const err342 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
}
if(data176.exclude !== undefined){
if(typeof data176.exclude !== "boolean"){
const err343 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/exclude",schemaPath:"#/properties/spec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
}
else {
const err344 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
}
else {
const err345 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data184 = data4.terminationGracePeriodSeconds;
if(!(((typeof data184 == "number") && (!(data184 % 1) && !isNaN(data184))) && (isFinite(data184)))){
const err346 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
if((typeof data184 == "number") && (isFinite(data184))){
if(data184 < 0 || isNaN(data184)){
const err347 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data185 = data4.restartPolicy;
if(!(((data185 === "Always") || (data185 === "Never")) || (data185 === "OnFailure"))){
const err348 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err349 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
if(data4.labels !== undefined){
let data187 = data4.labels;
if(Array.isArray(data187)){
const len16 = data187.length;
for(let i16=0; i16<len16; i16++){
let data188 = data187[i16];
if(data188 && typeof data188 == "object" && !Array.isArray(data188)){
if(data188.name === undefined){
const err350 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if(data188.value === undefined){
const err351 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
for(const key26 in data188){
if(!(((key26 === "name") || (key26 === "value")) || (key26 === "exclude"))){
const err352 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data188.name !== undefined){
let data189 = data188.name;
if(typeof data189 === "string"){
if(func1(data189) > 63){
const err353 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
if(func1(data189) < 1){
const err354 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
if(!pattern19.test(data189)){
const err355 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
else {
const err356 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
if(data188.value !== undefined){
let data190 = data188.value;
if(typeof data190 === "string"){
if(func1(data190) > 63){
const err357 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if(!pattern20.test(data190)){
const err358 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
else {
const err359 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
if(data188.exclude !== undefined){
if(typeof data188.exclude !== "boolean"){
const err360 = {instancePath:instancePath+"/spec/labels/" + i16+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
}
else {
const err361 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
}
else {
const err362 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data192 = data4.annotations;
if(Array.isArray(data192)){
const len17 = data192.length;
for(let i17=0; i17<len17; i17++){
let data193 = data192[i17];
if(data193 && typeof data193 == "object" && !Array.isArray(data193)){
if(data193.name === undefined){
const err363 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if(data193.value === undefined){
const err364 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
for(const key27 in data193){
if(!(((key27 === "name") || (key27 === "value")) || (key27 === "exclude"))){
const err365 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
if(data193.name !== undefined){
let data194 = data193.name;
if(typeof data194 === "string"){
if(func1(data194) > 63){
const err366 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
if(func1(data194) < 1){
const err367 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
if(!pattern19.test(data194)){
const err368 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
else {
const err369 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
if(data193.value !== undefined){
let data195 = data193.value;
if(typeof data195 === "string"){
if(func1(data195) > 4096){
const err370 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
else {
const err371 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
if(data193.exclude !== undefined){
if(typeof data193.exclude !== "boolean"){
const err372 = {instancePath:instancePath+"/spec/annotations/" + i17+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
}
else {
const err373 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
}
else {
const err374 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data4.ports !== undefined){
let data197 = data4.ports;
if(Array.isArray(data197)){
const len18 = data197.length;
for(let i18=0; i18<len18; i18++){
let data198 = data197[i18];
if(data198 && typeof data198 == "object" && !Array.isArray(data198)){
if(data198.container === undefined){
const err375 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
if(data198.serviceType === undefined){
const err376 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
for(const key28 in data198){
if(!(((((((key28 === "container") || (key28 === "external")) || (key28 === "serviceType")) || (key28 === "exclude")) || (key28 === "name")) || (key28 === "toolName")) || (key28 === "toolType"))){
const err377 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
if(data198.container !== undefined){
let data199 = data198.container;
if(!(((typeof data199 == "number") && (!(data199 % 1) && !isNaN(data199))) && (isFinite(data199)))){
const err378 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if((typeof data199 == "number") && (isFinite(data199))){
if(data199 > 65535 || isNaN(data199)){
const err379 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if(data199 < 1 || isNaN(data199)){
const err380 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
}
if(data198.external !== undefined){
let data200 = data198.external;
if(!(((typeof data200 == "number") && (!(data200 % 1) && !isNaN(data200))) && (isFinite(data200)))){
const err381 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if((typeof data200 == "number") && (isFinite(data200))){
if(data200 > 65535 || isNaN(data200)){
const err382 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
if(data200 < 1 || isNaN(data200)){
const err383 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
}
if(data198.serviceType !== undefined){
let data201 = data198.serviceType;
if(!(((data201 === "LoadBalancer") || (data201 === "NodePort")) || (data201 === "ClusterIP"))){
const err384 = {instancePath:instancePath+"/spec/ports/" + i18+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data198.exclude !== undefined){
if(typeof data198.exclude !== "boolean"){
const err385 = {instancePath:instancePath+"/spec/ports/" + i18+"/exclude",schemaPath:"#/properties/spec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data198.name !== undefined){
let data203 = data198.name;
if(typeof data203 === "string"){
if(func1(data203) < 1){
const err386 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
else {
const err387 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data198.toolName !== undefined){
if(typeof data198.toolName !== "string"){
const err388 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolName",schemaPath:"#/properties/spec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
if(data198.toolType !== undefined){
if(typeof data198.toolType !== "string"){
const err389 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolType",schemaPath:"#/properties/spec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
else {
const err390 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
else {
const err391 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data206 = data4.exposedUrls;
if(Array.isArray(data206)){
const len19 = data206.length;
for(let i19=0; i19<len19; i19++){
let data207 = data206[i19];
if(data207 && typeof data207 == "object" && !Array.isArray(data207)){
if(data207.container === undefined){
const err392 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
for(const key29 in data207){
if(!(func6.call(schema34.properties.spec.properties.exposedUrls.items.properties, key29))){
const err393 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data207.container !== undefined){
let data208 = data207.container;
if(!(((typeof data208 == "number") && (!(data208 % 1) && !isNaN(data208))) && (isFinite(data208)))){
const err394 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
if((typeof data208 == "number") && (isFinite(data208))){
if(data208 > 65535 || isNaN(data208)){
const err395 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
if(data208 < 1 || isNaN(data208)){
const err396 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
}
if(data207.authorizationType !== undefined){
let data209 = data207.authorizationType;
if(!(((data209 === "authenticatedUsers") || (data209 === "authorizedUsers")) || (data209 === "authorizedGroups"))){
const err397 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizationType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
if(data207.authorizedGroups !== undefined){
let data210 = data207.authorizedGroups;
if(Array.isArray(data210)){
const len20 = data210.length;
for(let i20=0; i20<len20; i20++){
if(typeof data210[i20] !== "string"){
const err398 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups/" + i20,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
}
else {
const err399 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
if(data207.authorizedUsers !== undefined){
let data212 = data207.authorizedUsers;
if(Array.isArray(data212)){
const len21 = data212.length;
for(let i21=0; i21<len21; i21++){
if(typeof data212[i21] !== "string"){
const err400 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers/" + i21,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
}
else {
const err401 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
if(data207.exclude !== undefined){
if(typeof data207.exclude !== "boolean"){
const err402 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/exclude",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
if(data207.name !== undefined){
let data215 = data207.name;
if(typeof data215 === "string"){
if(func1(data215) < 1){
const err403 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
else {
const err404 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
if(data207.toolName !== undefined){
if(typeof data207.toolName !== "string"){
const err405 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolName",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
if(data207.toolType !== undefined){
if(typeof data207.toolType !== "string"){
const err406 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
if(data207.url !== undefined){
if(typeof data207.url !== "string"){
const err407 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/url",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
}
else {
const err408 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
}
else {
const err409 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
if(data4.probes !== undefined){
let data219 = data4.probes;
if(data219 && typeof data219 == "object" && !Array.isArray(data219)){
for(const key30 in data219){
if(!(key30 === "readiness")){
const err410 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
if(data219.readiness !== undefined){
let data220 = data219.readiness;
if(data220 && typeof data220 == "object" && !Array.isArray(data220)){
for(const key31 in data220){
if(!((((((key31 === "failureThreshold") || (key31 === "handler")) || (key31 === "initialDelaySeconds")) || (key31 === "periodSeconds")) || (key31 === "successThreshold")) || (key31 === "timeoutSeconds"))){
const err411 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
if(data220.failureThreshold !== undefined){
let data221 = data220.failureThreshold;
if(!(((typeof data221 == "number") && (!(data221 % 1) && !isNaN(data221))) && (isFinite(data221)))){
const err412 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
if((typeof data221 == "number") && (isFinite(data221))){
if(data221 < 1 || isNaN(data221)){
const err413 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
}
if(data220.handler !== undefined){
let data222 = data220.handler;
if(data222 && typeof data222 == "object" && !Array.isArray(data222)){
for(const key32 in data222){
if(!(key32 === "httpGet")){
const err414 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
if(data222.httpGet !== undefined){
let data223 = data222.httpGet;
if(data223 && typeof data223 == "object" && !Array.isArray(data223)){
for(const key33 in data223){
if(!((((key33 === "host") || (key33 === "path")) || (key33 === "port")) || (key33 === "scheme"))){
const err415 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
if(data223.host !== undefined){
if(typeof data223.host !== "string"){
const err416 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
if(data223.path !== undefined){
if(typeof data223.path !== "string"){
const err417 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(data223.port !== undefined){
let data226 = data223.port;
if(!(((typeof data226 == "number") && (!(data226 % 1) && !isNaN(data226))) && (isFinite(data226)))){
const err418 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if((typeof data226 == "number") && (isFinite(data226))){
if(data226 > 65535 || isNaN(data226)){
const err419 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
if(data226 < 1 || isNaN(data226)){
const err420 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
}
if(data223.scheme !== undefined){
let data227 = data223.scheme;
if(!((data227 === "HTTP") || (data227 === "HTTPS"))){
const err421 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
}
else {
const err422 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
}
else {
const err423 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
if(data220.initialDelaySeconds !== undefined){
let data228 = data220.initialDelaySeconds;
if(!(((typeof data228 == "number") && (!(data228 % 1) && !isNaN(data228))) && (isFinite(data228)))){
const err424 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
if((typeof data228 == "number") && (isFinite(data228))){
if(data228 < 0 || isNaN(data228)){
const err425 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
if(data220.periodSeconds !== undefined){
let data229 = data220.periodSeconds;
if(!(((typeof data229 == "number") && (!(data229 % 1) && !isNaN(data229))) && (isFinite(data229)))){
const err426 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
if((typeof data229 == "number") && (isFinite(data229))){
if(data229 < 1 || isNaN(data229)){
const err427 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
}
if(data220.successThreshold !== undefined){
let data230 = data220.successThreshold;
if(!(((typeof data230 == "number") && (!(data230 % 1) && !isNaN(data230))) && (isFinite(data230)))){
const err428 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
if((typeof data230 == "number") && (isFinite(data230))){
if(data230 < 1 || isNaN(data230)){
const err429 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
}
if(data220.timeoutSeconds !== undefined){
let data231 = data220.timeoutSeconds;
if(!(((typeof data231 == "number") && (!(data231 % 1) && !isNaN(data231))) && (isFinite(data231)))){
const err430 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
if((typeof data231 == "number") && (isFinite(data231))){
if(data231 < 1 || isNaN(data231)){
const err431 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
}
}
else {
const err432 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
}
else {
const err433 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
}
if(data4.podAffinity !== undefined){
let data232 = data4.podAffinity;
if(data232 && typeof data232 == "object" && !Array.isArray(data232)){
if(data232.key === undefined){
const err434 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
for(const key34 in data232){
if(!((key34 === "key") || (key34 === "type"))){
const err435 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
if(data232.key !== undefined){
if(typeof data232.key !== "string"){
const err436 = {instancePath:instancePath+"/spec/podAffinity/key",schemaPath:"#/properties/spec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
if(data232.type !== undefined){
let data234 = data232.type;
if(!((data234 === "Required") || (data234 === "Preferred"))){
const err437 = {instancePath:instancePath+"/spec/podAffinity/type",schemaPath:"#/properties/spec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
}
}
else {
const err438 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
if(data4.nodeAffinityRequired !== undefined){
let data235 = data4.nodeAffinityRequired;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
for(const key35 in data235){
if(!(key35 === "nodeSelectorTerms")){
const err439 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
if(data235.nodeSelectorTerms !== undefined){
let data236 = data235.nodeSelectorTerms;
if(Array.isArray(data236)){
const len22 = data236.length;
for(let i22=0; i22<len22; i22++){
let data237 = data236[i22];
if(data237 && typeof data237 == "object" && !Array.isArray(data237)){
for(const key36 in data237){
if(!(key36 === "matchExpressions")){
const err440 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
if(data237.matchExpressions !== undefined){
let data238 = data237.matchExpressions;
if(Array.isArray(data238)){
const len23 = data238.length;
for(let i23=0; i23<len23; i23++){
let data239 = data238[i23];
const _errs507 = errors;
let valid92 = true;
const _errs508 = errors;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
let missing2;
if((data239.operator === undefined) && (missing2 = "operator")){
const err441 = {};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
else {
if(data239.operator !== undefined){
let data240 = data239.operator;
if(!((data240 === "In") || (data240 === "NotIn"))){
const err442 = {};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
}
}
var _valid3 = _errs508 === errors;
errors = _errs507;
if(vErrors !== null){
if(_errs507){
vErrors.length = _errs507;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs510 = errors;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
if(data239.values === undefined){
const err443 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
if(data239.values !== undefined){
let data241 = data239.values;
if(Array.isArray(data241)){
if(data241.length < 1){
const err444 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
}
}
var _valid3 = _errs510 === errors;
valid92 = _valid3;
if(valid92){
var props1 = {};
props1.values = true;
props1.operator = true;
}
}
if(!valid92){
const err445 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
const _errs513 = errors;
let valid95 = true;
const _errs514 = errors;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
let missing3;
if((data239.operator === undefined) && (missing3 = "operator")){
const err446 = {};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
else {
if(data239.operator !== undefined){
let data242 = data239.operator;
if(!((data242 === "Exists") || (data242 === "DoesNotExist"))){
const err447 = {};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
}
}
var _valid4 = _errs514 === errors;
errors = _errs513;
if(vErrors !== null){
if(_errs513){
vErrors.length = _errs513;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs516 = errors;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
if(data239.values !== undefined){
let data243 = data239.values;
if(Array.isArray(data243)){
if(data243.length > 0){
const err448 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
}
}
var _valid4 = _errs516 === errors;
valid95 = _valid4;
if(valid95){
var props2 = {};
props2.values = true;
props2.operator = true;
}
}
if(!valid95){
const err449 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
if(props1 !== true && props2 !== undefined){
if(props2 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props2);
}
}
const _errs519 = errors;
let valid98 = true;
const _errs520 = errors;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
let missing4;
if((data239.operator === undefined) && (missing4 = "operator")){
const err450 = {};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
else {
if(data239.operator !== undefined){
let data244 = data239.operator;
if(!((data244 === "Gt") || (data244 === "Lt"))){
const err451 = {};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
}
}
var _valid5 = _errs520 === errors;
errors = _errs519;
if(vErrors !== null){
if(_errs519){
vErrors.length = _errs519;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs522 = errors;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
if(data239.values === undefined){
const err452 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
if(data239.values !== undefined){
let data245 = data239.values;
if(Array.isArray(data245)){
if(data245.length > 1){
const err453 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
if(data245.length < 1){
const err454 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
const len24 = data245.length;
for(let i24=0; i24<len24; i24++){
let data246 = data245[i24];
if(typeof data246 === "string"){
if(!pattern22.test(data246)){
const err455 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i24,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/items/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+$"},message:"must match pattern \""+"^-?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
}
}
}
}
var _valid5 = _errs522 === errors;
valid98 = _valid5;
if(valid98){
var props3 = {};
props3.values = true;
props3.operator = true;
}
}
if(!valid98){
const err456 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
if(props1 !== true && props3 !== undefined){
if(props3 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props3);
}
}
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
if(data239.key === undefined){
const err457 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
if(data239.operator === undefined){
const err458 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
for(const key37 in data239){
if(!(((key37 === "key") || (key37 === "operator")) || (key37 === "values"))){
const err459 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
if(data239.key !== undefined){
if(typeof data239.key !== "string"){
const err460 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/key",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
if(data239.operator !== undefined){
let data248 = data239.operator;
if(!((((((data248 === "In") || (data248 === "NotIn")) || (data248 === "Exists")) || (data248 === "DoesNotExist")) || (data248 === "Gt")) || (data248 === "Lt"))){
const err461 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/operator",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
if(data239.values !== undefined){
let data249 = data239.values;
if(Array.isArray(data249)){
const len25 = data249.length;
for(let i25=0; i25<len25; i25++){
if(typeof data249[i25] !== "string"){
const err462 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i25,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
}
else {
const err463 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
}
else {
const err464 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
}
else {
const err465 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
}
else {
const err466 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
}
else {
const err467 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
}
else {
const err468 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
if(data4.relatedUrls !== undefined){
let data251 = data4.relatedUrls;
if(Array.isArray(data251)){
const len26 = data251.length;
for(let i26=0; i26<len26; i26++){
let data252 = data251[i26];
if(data252 && typeof data252 == "object" && !Array.isArray(data252)){
for(const key38 in data252){
if(!((((key38 === "exclude") || (key38 === "name")) || (key38 === "type")) || (key38 === "url"))){
const err469 = {instancePath:instancePath+"/spec/relatedUrls/" + i26,schemaPath:"#/properties/spec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
if(data252.exclude !== undefined){
if(typeof data252.exclude !== "boolean"){
const err470 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/exclude",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
}
if(data252.name !== undefined){
if(typeof data252.name !== "string"){
const err471 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/name",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
if(data252.type !== undefined){
if(typeof data252.type !== "string"){
const err472 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/type",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
if(data252.url !== undefined){
if(typeof data252.url !== "string"){
const err473 = {instancePath:instancePath+"/spec/relatedUrls/" + i26+"/url",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
}
}
else {
const err474 = {instancePath:instancePath+"/spec/relatedUrls/" + i26,schemaPath:"#/properties/spec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
}
else {
const err475 = {instancePath:instancePath+"/spec/relatedUrls",schemaPath:"#/properties/spec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
}
if(data4.mpiLauncherCreationPolicy !== undefined){
let data257 = data4.mpiLauncherCreationPolicy;
if(!((data257 === "AtStartup") || (data257 === "WaitForWorkersReady"))){
const err476 = {instancePath:instancePath+"/spec/mpiLauncherCreationPolicy",schemaPath:"#/properties/spec/properties/mpiLauncherCreationPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.mpiLauncherCreationPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
if(data4.sshAuthMountPath !== undefined){
if(typeof data4.sshAuthMountPath !== "string"){
const err477 = {instancePath:instancePath+"/spec/sshAuthMountPath",schemaPath:"#/properties/spec/properties/sshAuthMountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
}
else {
const err478 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
}
if(data.masterSpecSameAsWorker !== undefined){
if(typeof data.masterSpecSameAsWorker !== "boolean"){
const err479 = {instancePath:instancePath+"/masterSpecSameAsWorker",schemaPath:"#/properties/masterSpecSameAsWorker/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
}
if(data.masterSpec !== undefined){
let data260 = data.masterSpec;
if(data260 && typeof data260 == "object" && !Array.isArray(data260)){
for(const key39 in data260){
if(!(func6.call(schema34.properties.masterSpec.properties, key39))){
const err480 = {instancePath:instancePath+"/masterSpec",schemaPath:"#/properties/masterSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
}
if(data260.image !== undefined){
let data261 = data260.image;
if(typeof data261 === "string"){
if(func1(data261) < 1){
const err481 = {instancePath:instancePath+"/masterSpec/image",schemaPath:"#/properties/masterSpec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
else {
const err482 = {instancePath:instancePath+"/masterSpec/image",schemaPath:"#/properties/masterSpec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
}
if(data260.imagePullPolicy !== undefined){
let data262 = data260.imagePullPolicy;
if(!(((data262 === "Always") || (data262 === "Never")) || (data262 === "IfNotPresent"))){
const err483 = {instancePath:instancePath+"/masterSpec/imagePullPolicy",schemaPath:"#/properties/masterSpec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
if(data260.workingDir !== undefined){
let data263 = data260.workingDir;
if(typeof data263 === "string"){
if(func1(data263) < 1){
const err484 = {instancePath:instancePath+"/masterSpec/workingDir",schemaPath:"#/properties/masterSpec/properties/workingDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
}
else {
const err485 = {instancePath:instancePath+"/masterSpec/workingDir",schemaPath:"#/properties/masterSpec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
if(data260.createHomeDir !== undefined){
if(typeof data260.createHomeDir !== "boolean"){
const err486 = {instancePath:instancePath+"/masterSpec/createHomeDir",schemaPath:"#/properties/masterSpec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
if(data260.stdin !== undefined){
if(typeof data260.stdin !== "boolean"){
const err487 = {instancePath:instancePath+"/masterSpec/stdin",schemaPath:"#/properties/masterSpec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
}
if(data260.tty !== undefined){
if(typeof data260.tty !== "boolean"){
const err488 = {instancePath:instancePath+"/masterSpec/tty",schemaPath:"#/properties/masterSpec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
}
if(data260.nodeType !== undefined){
let data267 = data260.nodeType;
if(typeof data267 === "string"){
if(func1(data267) < 1){
const err489 = {instancePath:instancePath+"/masterSpec/nodeType",schemaPath:"#/properties/masterSpec/properties/nodeType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
}
else {
const err490 = {instancePath:instancePath+"/masterSpec/nodeType",schemaPath:"#/properties/masterSpec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
if(data260.backoffLimit !== undefined){
let data268 = data260.backoffLimit;
if(!(((typeof data268 == "number") && (!(data268 % 1) && !isNaN(data268))) && (isFinite(data268)))){
const err491 = {instancePath:instancePath+"/masterSpec/backoffLimit",schemaPath:"#/properties/masterSpec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
if((typeof data268 == "number") && (isFinite(data268))){
if(data268 < 0 || isNaN(data268)){
const err492 = {instancePath:instancePath+"/masterSpec/backoffLimit",schemaPath:"#/properties/masterSpec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
}
if(data260.command !== undefined){
let data269 = data260.command;
if(typeof data269 === "string"){
if(func1(data269) < 1){
const err493 = {instancePath:instancePath+"/masterSpec/command",schemaPath:"#/properties/masterSpec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
else {
const err494 = {instancePath:instancePath+"/masterSpec/command",schemaPath:"#/properties/masterSpec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
if(data260.args !== undefined){
let data270 = data260.args;
if(typeof data270 === "string"){
if(func1(data270) < 1){
const err495 = {instancePath:instancePath+"/masterSpec/args",schemaPath:"#/properties/masterSpec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
else {
const err496 = {instancePath:instancePath+"/masterSpec/args",schemaPath:"#/properties/masterSpec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
if(data260.environmentVariables !== undefined){
let data271 = data260.environmentVariables;
if(Array.isArray(data271)){
const len27 = data271.length;
for(let i27=0; i27<len27; i27++){
let data272 = data271[i27];
if(data272 && typeof data272 == "object" && !Array.isArray(data272)){
if(data272.name === undefined){
const err497 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
for(const key40 in data272){
if(!((((((((key40 === "name") || (key40 === "value")) || (key40 === "configMap")) || (key40 === "description")) || (key40 === "exclude")) || (key40 === "podFieldRef")) || (key40 === "secret")) || (key40 === "userCredential"))){
const err498 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
if(data272.name !== undefined){
let data273 = data272.name;
if(typeof data273 === "string"){
if(func1(data273) < 1){
const err499 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
else {
const err500 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
}
if(data272.value !== undefined){
if(typeof data272.value !== "string"){
const err501 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/value",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
if(data272.configMap !== undefined){
let data275 = data272.configMap;
if(data275 && typeof data275 == "object" && !Array.isArray(data275)){
if(data275.name === undefined){
const err502 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
if(data275.key === undefined){
const err503 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
for(const key41 in data275){
if(!((key41 === "key") || (key41 === "name"))){
const err504 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
if(data275.key !== undefined){
let data276 = data275.key;
if(typeof data276 === "string"){
if(func1(data276) < 1){
const err505 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
else {
const err506 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
if(data275.name !== undefined){
let data277 = data275.name;
if(typeof data277 === "string"){
if(func1(data277) < 1){
const err507 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
}
else {
const err508 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
}
else {
const err509 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/configMap",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
}
if(data272.description !== undefined){
if(typeof data272.description !== "string"){
const err510 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/description",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
if(data272.exclude !== undefined){
if(typeof data272.exclude !== "boolean"){
const err511 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/exclude",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
}
if(data272.podFieldRef !== undefined){
let data280 = data272.podFieldRef;
if(data280 && typeof data280 == "object" && !Array.isArray(data280)){
if(data280.path === undefined){
const err512 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/podFieldRef",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
for(const key42 in data280){
if(!(key42 === "path")){
const err513 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/podFieldRef",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
if(data280.path !== undefined){
let data281 = data280.path;
if(typeof data281 === "string"){
if(func1(data281) < 1){
const err514 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/podFieldRef/path",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
else {
const err515 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/podFieldRef/path",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
}
}
else {
const err516 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/podFieldRef",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
}
if(data272.secret !== undefined){
let data282 = data272.secret;
if(data282 && typeof data282 == "object" && !Array.isArray(data282)){
if(data282.name === undefined){
const err517 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if(data282.key === undefined){
const err518 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
for(const key43 in data282){
if(!((key43 === "key") || (key43 === "name"))){
const err519 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
if(data282.key !== undefined){
let data283 = data282.key;
if(typeof data283 === "string"){
if(func1(data283) < 1){
const err520 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
}
else {
const err521 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
if(data282.name !== undefined){
let data284 = data282.name;
if(typeof data284 === "string"){
if(func1(data284) < 1){
const err522 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
}
else {
const err523 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
}
}
else {
const err524 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/secret",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
if(data272.userCredential !== undefined){
let data285 = data272.userCredential;
if(data285 && typeof data285 == "object" && !Array.isArray(data285)){
if(data285.name === undefined){
const err525 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
if(data285.key === undefined){
const err526 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
for(const key44 in data285){
if(!((key44 === "key") || (key44 === "name"))){
const err527 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
}
if(data285.key !== undefined){
let data286 = data285.key;
if(typeof data286 === "string"){
if(func1(data286) < 1){
const err528 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
}
else {
const err529 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
if(data285.name !== undefined){
let data287 = data285.name;
if(typeof data287 === "string"){
if(func1(data287) < 1){
const err530 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
}
else {
const err531 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
}
else {
const err532 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27+"/userCredential",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
}
}
else {
const err533 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i27,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
}
else {
const err534 = {instancePath:instancePath+"/masterSpec/environmentVariables",schemaPath:"#/properties/masterSpec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
}
if(data260.compute !== undefined){
let data288 = data260.compute;
const _errs614 = errors;
let valid117 = true;
const _errs615 = errors;
const _errs616 = errors;
let valid118 = false;
const _errs617 = errors;
if(data288 && typeof data288 == "object" && !Array.isArray(data288)){
let missing5;
if((data288.gpuRequestType === undefined) && (missing5 = "gpuRequestType")){
const err535 = {};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
else {
if(data288.gpuRequestType !== undefined){
if("memory" !== data288.gpuRequestType){
const err536 = {};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
}
}
}
var _valid7 = _errs617 === errors;
valid118 = valid118 || _valid7;
if(_valid7){
var props4 = {};
props4.gpuRequestType = true;
}
const _errs619 = errors;
if(data288 && typeof data288 == "object" && !Array.isArray(data288)){
let missing6;
if((data288.gpuMemoryRequest === undefined) && (missing6 = "gpuMemoryRequest")){
const err537 = {};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
}
var _valid7 = _errs619 === errors;
valid118 = valid118 || _valid7;
if(!valid118){
const err538 = {};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
else {
errors = _errs616;
if(vErrors !== null){
if(_errs616){
vErrors.length = _errs616;
}
else {
vErrors = null;
}
}
}
var _valid6 = _errs615 === errors;
errors = _errs614;
if(vErrors !== null){
if(_errs614){
vErrors.length = _errs614;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs620 = errors;
if(data288 && typeof data288 == "object" && !Array.isArray(data288)){
if(data288.gpuDevicesRequest !== undefined){
let data290 = data288.gpuDevicesRequest;
if((typeof data290 == "number") && (isFinite(data290))){
if(data290 > 1 || isNaN(data290)){
const err539 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/then/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
}
}
}
var _valid6 = _errs620 === errors;
valid117 = _valid6;
if(valid117){
if(props4 !== true){
props4 = props4 || {};
props4.gpuDevicesRequest = true;
}
}
}
if(!valid117){
const err540 = {instancePath:instancePath+"/masterSpec/compute",schemaPath:"#/properties/masterSpec/properties/compute/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
if(data288 && typeof data288 == "object" && !Array.isArray(data288)){
for(const key45 in data288){
if(!(func6.call(schema34.properties.masterSpec.properties.compute.properties, key45))){
const err541 = {instancePath:instancePath+"/masterSpec/compute",schemaPath:"#/properties/masterSpec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
}
if(data288.gpuDevicesRequest !== undefined){
let data291 = data288.gpuDevicesRequest;
if(!(((typeof data291 == "number") && (!(data291 % 1) && !isNaN(data291))) && (isFinite(data291)))){
const err542 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
if((typeof data291 == "number") && (isFinite(data291))){
if(data291 > 2147483647 || isNaN(data291)){
const err543 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuDevicesRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
if(data291 < 0 || isNaN(data291)){
const err544 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
}
if(data288.gpuRequestType !== undefined){
let data292 = data288.gpuRequestType;
if(!(((data292 === "portion") || (data292 === "memory")) || (data292 === "migProfile"))){
const err545 = {instancePath:instancePath+"/masterSpec/compute/gpuRequestType",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
if(data288.gpuPortionRequest !== undefined){
let data293 = data288.gpuPortionRequest;
if((typeof data293 == "number") && (isFinite(data293))){
if(data293 > 1 || isNaN(data293)){
const err546 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
if(data293 < 0 || isNaN(data293)){
const err547 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
}
else {
const err548 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
}
if(data288.gpuMemoryRequest !== undefined){
let data294 = data288.gpuMemoryRequest;
if(typeof data294 === "string"){
if(!pattern6.test(data294)){
const err549 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
}
else {
const err550 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
}
if(data288.cpuCoreRequest !== undefined){
let data295 = data288.cpuCoreRequest;
if((typeof data295 == "number") && (isFinite(data295))){
if(data295 < 0 || isNaN(data295)){
const err551 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
}
else {
const err552 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
if(data288.cpuCoreLimit !== undefined){
let data296 = data288.cpuCoreLimit;
if((typeof data296 == "number") && (isFinite(data296))){
if(data296 < 0 || isNaN(data296)){
const err553 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
else {
const err554 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
if(data288.cpuMemoryRequest !== undefined){
let data297 = data288.cpuMemoryRequest;
if(typeof data297 === "string"){
if(!pattern6.test(data297)){
const err555 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
else {
const err556 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
}
if(data288.cpuMemoryLimit !== undefined){
let data298 = data288.cpuMemoryLimit;
if(typeof data298 === "string"){
if(!pattern6.test(data298)){
const err557 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
else {
const err558 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
}
if(data288.largeShmRequest !== undefined){
if(typeof data288.largeShmRequest !== "boolean"){
const err559 = {instancePath:instancePath+"/masterSpec/compute/largeShmRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
}
if(data288.extendedResources !== undefined){
let data300 = data288.extendedResources;
if(Array.isArray(data300)){
const len28 = data300.length;
for(let i28=0; i28<len28; i28++){
let data301 = data300[i28];
if(data301 && typeof data301 == "object" && !Array.isArray(data301)){
if(data301.resource === undefined){
const err560 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28,schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
for(const key46 in data301){
if(!(((key46 === "exclude") || (key46 === "quantity")) || (key46 === "resource"))){
const err561 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28,schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
if(data301.exclude !== undefined){
if(typeof data301.exclude !== "boolean"){
const err562 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28+"/exclude",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
if(data301.quantity !== undefined){
let data303 = data301.quantity;
if(typeof data303 === "string"){
if(!pattern6.test(data303)){
const err563 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28+"/quantity",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
else {
const err564 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28+"/quantity",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
}
if(data301.resource !== undefined){
let data304 = data301.resource;
if(typeof data304 === "string"){
if(func1(data304) < 1){
const err565 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28+"/resource",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
else {
const err566 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28+"/resource",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
}
}
else {
const err567 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i28,schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
}
}
else {
const err568 = {instancePath:instancePath+"/masterSpec/compute/extendedResources",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
if(data288.gpuMemoryLimit !== undefined){
let data305 = data288.gpuMemoryLimit;
if(typeof data305 === "string"){
if(!pattern6.test(data305)){
const err569 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
else {
const err570 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
if(data288.gpuPortionLimit !== undefined){
let data306 = data288.gpuPortionLimit;
if((typeof data306 == "number") && (isFinite(data306))){
if(data306 < 0 || isNaN(data306)){
const err571 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
}
else {
const err572 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
}
if(data288.migProfile !== undefined){
let data307 = data288.migProfile;
if(!((((((((((data307 === "1g.5gb") || (data307 === "1g.10gb")) || (data307 === "2g.10gb")) || (data307 === "2g.20gb")) || (data307 === "3g.20gb")) || (data307 === "3g.40gb")) || (data307 === "4g.20gb")) || (data307 === "4g.40gb")) || (data307 === "7g.40gb")) || (data307 === "7g.80gb"))){
const err573 = {instancePath:instancePath+"/masterSpec/compute/migProfile",schemaPath:"#/properties/masterSpec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
}
}
else {
const err574 = {instancePath:instancePath+"/masterSpec/compute",schemaPath:"#/properties/masterSpec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
}
if(data260.storage !== undefined){
let data308 = data260.storage;
if(data308 && typeof data308 == "object" && !Array.isArray(data308)){
for(const key47 in data308){
if(!(func6.call(schema34.properties.masterSpec.properties.storage.properties, key47))){
const err575 = {instancePath:instancePath+"/masterSpec/storage",schemaPath:"#/properties/masterSpec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
}
if(data308.pvc !== undefined){
let data309 = data308.pvc;
if(Array.isArray(data309)){
const len29 = data309.length;
for(let i29=0; i29<len29; i29++){
let data310 = data309[i29];
const _errs663 = errors;
let valid128 = true;
const _errs664 = errors;
if(data310 && typeof data310 == "object" && !Array.isArray(data310)){
if(data310.existingPvc !== undefined){
if(true !== data310.existingPvc){
const err576 = {};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
}
var _valid8 = _errs664 === errors;
errors = _errs663;
if(vErrors !== null){
if(_errs663){
vErrors.length = _errs663;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid8){
const _errs666 = errors;
if(data310 && typeof data310 == "object" && !Array.isArray(data310)){
if(data310.claimName === undefined){
const err577 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
}
var _valid8 = _errs666 === errors;
valid128 = _valid8;
ifClause1 = "then";
}
else {
const _errs667 = errors;
if(data310 && typeof data310 == "object" && !Array.isArray(data310)){
if(data310.claimInfo === undefined){
const err578 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
}
var _valid8 = _errs667 === errors;
valid128 = _valid8;
ifClause1 = "else";
}
if(!valid128){
const err579 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
if(data310 && typeof data310 == "object" && !Array.isArray(data310)){
if(data310.path === undefined){
const err580 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
if(data310.existingPvc === undefined){
const err581 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
for(const key48 in data310){
if(!(func6.call(schema34.properties.masterSpec.properties.storage.properties.pvc.items.properties, key48))){
const err582 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
if(data310.path !== undefined){
let data312 = data310.path;
if(typeof data312 === "string"){
if(func1(data312) < 1){
const err583 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
else {
const err584 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
if(data310.readOnly !== undefined){
if(typeof data310.readOnly !== "boolean"){
const err585 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
}
if(data310.existingPvc !== undefined){
if(typeof data310.existingPvc !== "boolean"){
const err586 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/existingPvc",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
}
if(data310.claimName !== undefined){
let data315 = data310.claimName;
if(typeof data315 === "string"){
if(func1(data315) > 63){
const err587 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
if(func1(data315) < 1){
const err588 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
}
else {
const err589 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
}
if(data310.claimInfo !== undefined){
let data316 = data310.claimInfo;
if(data316 && typeof data316 == "object" && !Array.isArray(data316)){
if(data316.size === undefined){
const err590 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
for(const key49 in data316){
if(!(((((key49 === "size") || (key49 === "storageClass")) || (key49 === "accessModes")) || (key49 === "addedAttrValues")) || (key49 === "volumeMode"))){
const err591 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
if(data316.size !== undefined){
let data317 = data316.size;
if(typeof data317 === "string"){
if(!pattern6.test(data317)){
const err592 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/size",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
}
else {
const err593 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/size",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
}
if(data316.storageClass !== undefined){
let data318 = data316.storageClass;
if(typeof data318 === "string"){
if(func1(data318) > 253){
const err594 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
if(func1(data318) < 1){
const err595 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
if(!pattern12.test(data318)){
const err596 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
else {
const err597 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
}
if(data316.accessModes !== undefined){
let data319 = data316.accessModes;
if(data319 && typeof data319 == "object" && !Array.isArray(data319)){
for(const key50 in data319){
if(!(((key50 === "readOnlyMany") || (key50 === "readWriteMany")) || (key50 === "readWriteOnce"))){
const err598 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/accessModes",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
}
if(data319.readOnlyMany !== undefined){
if(typeof data319.readOnlyMany !== "boolean"){
const err599 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
}
if(data319.readWriteMany !== undefined){
if(typeof data319.readWriteMany !== "boolean"){
const err600 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
}
if(data319.readWriteOnce !== undefined){
if(typeof data319.readWriteOnce !== "boolean"){
const err601 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
}
}
else {
const err602 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/accessModes",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
}
if(data316.addedAttrValues !== undefined){
let data323 = data316.addedAttrValues;
if(Array.isArray(data323)){
const len30 = data323.length;
for(let i30=0; i30<len30; i30++){
let data324 = data323[i30];
if(data324 && typeof data324 == "object" && !Array.isArray(data324)){
if(data324.key === undefined){
const err603 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
for(const key51 in data324){
if(!((key51 === "key") || (key51 === "value"))){
const err604 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
if(data324.key !== undefined){
let data325 = data324.key;
if(typeof data325 === "string"){
if(func1(data325) > 63){
const err605 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
if(func1(data325) < 1){
const err606 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
if(!pattern13.test(data325)){
const err607 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
}
else {
const err608 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
}
if(data324.value !== undefined){
if(typeof data324.value !== "string"){
const err609 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30+"/value",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
}
}
else {
const err610 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues/" + i30,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
}
else {
const err611 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/addedAttrValues",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
}
if(data316.volumeMode !== undefined){
let data327 = data316.volumeMode;
if(!((data327 === "Filesystem") || (data327 === "Block"))){
const err612 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo/volumeMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
}
else {
const err613 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
}
if(data310.dataSharing !== undefined){
if(typeof data310.dataSharing !== "boolean"){
const err614 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/dataSharing",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
}
if(data310.ephemeral !== undefined){
if(typeof data310.ephemeral !== "boolean"){
const err615 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/ephemeral",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
}
if(data310.exclude !== undefined){
if(typeof data310.exclude !== "boolean"){
const err616 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
}
if(data310.name !== undefined){
let data331 = data310.name;
if(typeof data331 === "string"){
if(func1(data331) < 1){
const err617 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
else {
const err618 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
}
else {
const err619 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
}
}
else {
const err620 = {instancePath:instancePath+"/masterSpec/storage/pvc",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
}
if(data308.git !== undefined){
let data332 = data308.git;
if(Array.isArray(data332)){
const len31 = data332.length;
for(let i31=0; i31<len31; i31++){
let data333 = data332[i31];
if(data333 && typeof data333 == "object" && !Array.isArray(data333)){
if(data333.repository === undefined){
const err621 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
if(data333.path === undefined){
const err622 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
for(const key52 in data333){
if(!(func6.call(schema34.properties.masterSpec.properties.storage.properties.git.items.properties, key52))){
const err623 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
if(data333.name !== undefined){
let data334 = data333.name;
if(typeof data334 === "string"){
if(func1(data334) < 1){
const err624 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
}
else {
const err625 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
if(data333.repository !== undefined){
let data335 = data333.repository;
if(typeof data335 === "string"){
if(func1(data335) < 1){
const err626 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/repository",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
}
else {
const err627 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/repository",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
}
if(data333.branch !== undefined){
let data336 = data333.branch;
if(typeof data336 === "string"){
if(func1(data336) < 1){
const err628 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/branch",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
}
else {
const err629 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/branch",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
}
if(data333.revision !== undefined){
let data337 = data333.revision;
if(typeof data337 === "string"){
if(func1(data337) < 1){
const err630 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/revision",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
}
else {
const err631 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/revision",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
}
if(data333.path !== undefined){
let data338 = data333.path;
if(typeof data338 === "string"){
if(func1(data338) < 1){
const err632 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
else {
const err633 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
}
if(data333.passwordSecret !== undefined){
let data339 = data333.passwordSecret;
if(typeof data339 === "string"){
if(func1(data339) < 1){
const err634 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/passwordSecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
}
else {
const err635 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/passwordSecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
}
if(data333.exclude !== undefined){
if(typeof data333.exclude !== "boolean"){
const err636 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
}
if(data333.secretKeyOfPassword !== undefined){
let data341 = data333.secretKeyOfPassword;
if(typeof data341 === "string"){
if(func1(data341) < 1){
const err637 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
}
else {
const err638 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
}
if(data333.secretKeyOfUser !== undefined){
let data342 = data333.secretKeyOfUser;
if(typeof data342 === "string"){
if(func1(data342) < 1){
const err639 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
}
else {
const err640 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
}
if(data333.secretRef !== undefined){
let data343 = data333.secretRef;
if(data343 && typeof data343 == "object" && !Array.isArray(data343)){
for(const key53 in data343){
if(!((((key53 === "authenticationMethod") || (key53 === "name")) || (key53 === "secretKeyOfPassword")) || (key53 === "secretKeyOfUser"))){
const err641 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
}
if(data343.authenticationMethod !== undefined){
let data344 = data343.authenticationMethod;
if(!((data344 === "password") || (data344 === "ssh-key"))){
const err642 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef/authenticationMethod",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
}
if(data343.name !== undefined){
let data345 = data343.name;
if(typeof data345 === "string"){
if(func1(data345) < 1){
const err643 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
}
else {
const err644 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
}
if(data343.secretKeyOfPassword !== undefined){
let data346 = data343.secretKeyOfPassword;
if(typeof data346 === "string"){
if(func1(data346) < 1){
const err645 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
}
else {
const err646 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
if(data343.secretKeyOfUser !== undefined){
let data347 = data343.secretKeyOfUser;
if(typeof data347 === "string"){
if(func1(data347) < 1){
const err647 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
}
else {
const err648 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
}
}
else {
const err649 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31+"/secretRef",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
}
}
else {
const err650 = {instancePath:instancePath+"/masterSpec/storage/git/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
}
}
else {
const err651 = {instancePath:instancePath+"/masterSpec/storage/git",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
}
if(data308.hostPath !== undefined){
let data348 = data308.hostPath;
if(Array.isArray(data348)){
const len32 = data348.length;
for(let i32=0; i32<len32; i32++){
let data349 = data348[i32];
if(data349 && typeof data349 == "object" && !Array.isArray(data349)){
if(data349.path === undefined){
const err652 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
if(data349.mountPath === undefined){
const err653 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
if(data349.readOnly === undefined){
const err654 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
for(const key54 in data349){
if(!((((((key54 === "path") || (key54 === "mountPath")) || (key54 === "readOnly")) || (key54 === "exclude")) || (key54 === "mountPropagation")) || (key54 === "name"))){
const err655 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
}
if(data349.path !== undefined){
let data350 = data349.path;
if(typeof data350 === "string"){
if(func1(data350) < 1){
const err656 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
}
else {
const err657 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
}
if(data349.mountPath !== undefined){
let data351 = data349.mountPath;
if(typeof data351 === "string"){
if(func1(data351) < 1){
const err658 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
}
else {
const err659 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
}
if(data349.readOnly !== undefined){
if(typeof data349.readOnly !== "boolean"){
const err660 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
}
if(data349.exclude !== undefined){
if(typeof data349.exclude !== "boolean"){
const err661 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
}
if(data349.mountPropagation !== undefined){
let data354 = data349.mountPropagation;
if(!((data354 === "None") || (data354 === "HostToContainer"))){
const err662 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/mountPropagation",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
}
if(data349.name !== undefined){
let data355 = data349.name;
if(typeof data355 === "string"){
if(func1(data355) < 1){
const err663 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
}
else {
const err664 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
}
}
else {
const err665 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i32,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
}
}
else {
const err666 = {instancePath:instancePath+"/masterSpec/storage/hostPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
}
if(data308.configMapVolume !== undefined){
let data356 = data308.configMapVolume;
if(Array.isArray(data356)){
const len33 = data356.length;
for(let i33=0; i33<len33; i33++){
let data357 = data356[i33];
if(data357 && typeof data357 == "object" && !Array.isArray(data357)){
for(const key55 in data357){
if(!((((((key55 === "configMap") || (key55 === "defaultMode")) || (key55 === "exclude")) || (key55 === "mountPath")) || (key55 === "name")) || (key55 === "subPath"))){
const err667 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33,schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key55},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
}
if(data357.configMap !== undefined){
let data358 = data357.configMap;
if(typeof data358 === "string"){
if(func1(data358) < 1){
const err668 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/configMap",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
else {
const err669 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/configMap",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
}
if(data357.defaultMode !== undefined){
let data359 = data357.defaultMode;
if(typeof data359 === "string"){
if(func1(data359) > 4){
const err670 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
if(func1(data359) < 4){
const err671 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
if(!pattern14.test(data359)){
const err672 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
}
else {
const err673 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
if(data357.exclude !== undefined){
if(typeof data357.exclude !== "boolean"){
const err674 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
if(data357.mountPath !== undefined){
let data361 = data357.mountPath;
if(typeof data361 === "string"){
if(func1(data361) < 1){
const err675 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
else {
const err676 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
}
if(data357.name !== undefined){
let data362 = data357.name;
if(typeof data362 === "string"){
if(func1(data362) < 1){
const err677 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
else {
const err678 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
}
if(data357.subPath !== undefined){
let data363 = data357.subPath;
if(typeof data363 === "string"){
if(func1(data363) < 1){
const err679 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/subPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
}
else {
const err680 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33+"/subPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
}
}
else {
const err681 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i33,schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
}
}
else {
const err682 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
}
if(data308.dataVolume !== undefined){
let data364 = data308.dataVolume;
if(Array.isArray(data364)){
const len34 = data364.length;
for(let i34=0; i34<len34; i34++){
let data365 = data364[i34];
if(data365 && typeof data365 == "object" && !Array.isArray(data365)){
for(const key56 in data365){
if(!(((key56 === "exclude") || (key56 === "id")) || (key56 === "mountPath"))){
const err683 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i34,schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key56},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
}
if(data365.exclude !== undefined){
if(typeof data365.exclude !== "boolean"){
const err684 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i34+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
}
if(data365.id !== undefined){
let data367 = data365.id;
if(typeof data367 === "string"){
if(!pattern15.test(data367)){
const err685 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i34+"/id",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
}
else {
const err686 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i34+"/id",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
}
if(data365.mountPath !== undefined){
if(typeof data365.mountPath !== "string"){
const err687 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i34+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
}
}
else {
const err688 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i34,schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
}
}
else {
const err689 = {instancePath:instancePath+"/masterSpec/storage/dataVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
}
if(data308.emptyDirVolume !== undefined){
let data369 = data308.emptyDirVolume;
if(Array.isArray(data369)){
const len35 = data369.length;
for(let i35=0; i35<len35; i35++){
let data370 = data369[i35];
if(data370 && typeof data370 == "object" && !Array.isArray(data370)){
for(const key57 in data370){
if(!(((((key57 === "exclude") || (key57 === "medium")) || (key57 === "name")) || (key57 === "path")) || (key57 === "sizeLimit"))){
const err690 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35,schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key57},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
}
if(data370.exclude !== undefined){
if(typeof data370.exclude !== "boolean"){
const err691 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
}
if(data370.medium !== undefined){
let data372 = data370.medium;
if(typeof data372 === "string"){
if(func1(data372) < 1){
const err692 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/medium",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
}
else {
const err693 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/medium",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
}
if(data370.name !== undefined){
let data373 = data370.name;
if(typeof data373 === "string"){
if(func1(data373) < 1){
const err694 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
}
else {
const err695 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
if(data370.path !== undefined){
let data374 = data370.path;
if(typeof data374 === "string"){
if(func1(data374) < 1){
const err696 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
}
else {
const err697 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
}
if(data370.sizeLimit !== undefined){
let data375 = data370.sizeLimit;
if(typeof data375 === "string"){
if(!pattern6.test(data375)){
const err698 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/sizeLimit",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
}
else {
const err699 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35+"/sizeLimit",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
}
}
else {
const err700 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i35,schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
}
}
else {
const err701 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
}
if(data308.nfs !== undefined){
let data376 = data308.nfs;
if(Array.isArray(data376)){
const len36 = data376.length;
for(let i36=0; i36<len36; i36++){
let data377 = data376[i36];
if(data377 && typeof data377 == "object" && !Array.isArray(data377)){
for(const key58 in data377){
if(!((((((key58 === "exclude") || (key58 === "mountPath")) || (key58 === "name")) || (key58 === "path")) || (key58 === "readOnly")) || (key58 === "server"))){
const err702 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36,schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key58},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
}
if(data377.exclude !== undefined){
if(typeof data377.exclude !== "boolean"){
const err703 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
}
if(data377.mountPath !== undefined){
let data379 = data377.mountPath;
if(typeof data379 === "string"){
if(func1(data379) < 1){
const err704 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
}
else {
const err705 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
}
if(data377.name !== undefined){
let data380 = data377.name;
if(typeof data380 === "string"){
if(func1(data380) < 1){
const err706 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
else {
const err707 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
}
if(data377.path !== undefined){
let data381 = data377.path;
if(typeof data381 === "string"){
if(func1(data381) < 1){
const err708 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
}
else {
const err709 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
}
if(data377.readOnly !== undefined){
if(typeof data377.readOnly !== "boolean"){
const err710 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
}
if(data377.server !== undefined){
let data383 = data377.server;
if(typeof data383 === "string"){
if(func1(data383) < 1){
const err711 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/server",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
}
else {
const err712 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36+"/server",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
}
}
else {
const err713 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i36,schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
}
}
else {
const err714 = {instancePath:instancePath+"/masterSpec/storage/nfs",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
}
if(data308.s3 !== undefined){
let data384 = data308.s3;
if(Array.isArray(data384)){
const len37 = data384.length;
for(let i37=0; i37<len37; i37++){
let data385 = data384[i37];
if(data385 && typeof data385 == "object" && !Array.isArray(data385)){
for(const key59 in data385){
if(!((((((((key59 === "accessKeySecret") || (key59 === "bucket")) || (key59 === "exclude")) || (key59 === "name")) || (key59 === "path")) || (key59 === "secretKeyOfAccessKeyId")) || (key59 === "secretKeyOfSecretKey")) || (key59 === "url"))){
const err715 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37,schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key59},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
}
if(data385.accessKeySecret !== undefined){
let data386 = data385.accessKeySecret;
if(typeof data386 === "string"){
if(func1(data386) < 1){
const err716 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/accessKeySecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
}
else {
const err717 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/accessKeySecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
}
if(data385.bucket !== undefined){
let data387 = data385.bucket;
if(typeof data387 === "string"){
if(func1(data387) < 1){
const err718 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/bucket",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
}
else {
const err719 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/bucket",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
}
if(data385.exclude !== undefined){
if(typeof data385.exclude !== "boolean"){
const err720 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
}
if(data385.name !== undefined){
let data389 = data385.name;
if(typeof data389 === "string"){
if(func1(data389) < 1){
const err721 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
}
else {
const err722 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
}
if(data385.path !== undefined){
let data390 = data385.path;
if(typeof data390 === "string"){
if(func1(data390) < 1){
const err723 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
}
else {
const err724 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
}
if(data385.secretKeyOfAccessKeyId !== undefined){
let data391 = data385.secretKeyOfAccessKeyId;
if(typeof data391 === "string"){
if(func1(data391) < 1){
const err725 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
}
else {
const err726 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
}
if(data385.secretKeyOfSecretKey !== undefined){
let data392 = data385.secretKeyOfSecretKey;
if(typeof data392 === "string"){
if(func1(data392) < 1){
const err727 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/secretKeyOfSecretKey",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
}
else {
const err728 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/secretKeyOfSecretKey",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
}
if(data385.url !== undefined){
let data393 = data385.url;
if(typeof data393 === "string"){
if(func1(data393) < 1){
const err729 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/url",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
}
else {
const err730 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37+"/url",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
}
}
else {
const err731 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i37,schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
}
else {
const err732 = {instancePath:instancePath+"/masterSpec/storage/s3",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
}
if(data308.secretVolume !== undefined){
let data394 = data308.secretVolume;
if(Array.isArray(data394)){
const len38 = data394.length;
for(let i38=0; i38<len38; i38++){
let data395 = data394[i38];
if(data395 && typeof data395 == "object" && !Array.isArray(data395)){
for(const key60 in data395){
if(!(((((key60 === "defaultMode") || (key60 === "exclude")) || (key60 === "mountPath")) || (key60 === "name")) || (key60 === "secret"))){
const err733 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38,schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key60},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
}
if(data395.defaultMode !== undefined){
let data396 = data395.defaultMode;
if(typeof data396 === "string"){
if(func1(data396) > 4){
const err734 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
if(func1(data396) < 4){
const err735 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
if(!pattern14.test(data396)){
const err736 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
}
else {
const err737 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
}
if(data395.exclude !== undefined){
if(typeof data395.exclude !== "boolean"){
const err738 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
}
if(data395.mountPath !== undefined){
let data398 = data395.mountPath;
if(typeof data398 === "string"){
if(func1(data398) < 1){
const err739 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
}
else {
const err740 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
}
if(data395.name !== undefined){
let data399 = data395.name;
if(typeof data399 === "string"){
if(func1(data399) < 1){
const err741 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
}
else {
const err742 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
}
if(data395.secret !== undefined){
let data400 = data395.secret;
if(typeof data400 === "string"){
if(func1(data400) < 1){
const err743 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/secret",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
}
else {
const err744 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38+"/secret",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
}
else {
const err745 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i38,schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
}
}
else {
const err746 = {instancePath:instancePath+"/masterSpec/storage/secretVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
}
}
else {
const err747 = {instancePath:instancePath+"/masterSpec/storage",schemaPath:"#/properties/masterSpec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
}
if(data260.security !== undefined){
let data401 = data260.security;
if(data401 && typeof data401 == "object" && !Array.isArray(data401)){
for(const key61 in data401){
if(!(func6.call(schema34.properties.masterSpec.properties.security.properties, key61))){
const err748 = {instancePath:instancePath+"/masterSpec/security",schemaPath:"#/properties/masterSpec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key61},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
}
if(data401.hostIpc !== undefined){
if(typeof data401.hostIpc !== "boolean"){
const err749 = {instancePath:instancePath+"/masterSpec/security/hostIpc",schemaPath:"#/properties/masterSpec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
}
if(data401.hostNetwork !== undefined){
if(typeof data401.hostNetwork !== "boolean"){
const err750 = {instancePath:instancePath+"/masterSpec/security/hostNetwork",schemaPath:"#/properties/masterSpec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
}
if(data401.allowPrivilegeEscalation !== undefined){
if(typeof data401.allowPrivilegeEscalation !== "boolean"){
const err751 = {instancePath:instancePath+"/masterSpec/security/allowPrivilegeEscalation",schemaPath:"#/properties/masterSpec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
}
if(data401.capabilities !== undefined){
let data405 = data401.capabilities;
if(Array.isArray(data405)){
const len39 = data405.length;
for(let i39=0; i39<len39; i39++){
let data406 = data405[i39];
if(!((((((((((((((((((((((((((((((((((((((data406 === "AUDIT_CONTROL") || (data406 === "AUDIT_READ")) || (data406 === "AUDIT_WRITE")) || (data406 === "BLOCK_SUSPEND")) || (data406 === "CHOWN")) || (data406 === "DAC_OVERRIDE")) || (data406 === "DAC_READ_SEARCH")) || (data406 === "FOWNER")) || (data406 === "FSETID")) || (data406 === "IPC_LOCK")) || (data406 === "IPC_OWNER")) || (data406 === "KILL")) || (data406 === "LEASE")) || (data406 === "LINUX_IMMUTABLE")) || (data406 === "MAC_ADMIN")) || (data406 === "MAC_OVERRIDE")) || (data406 === "MKNOD")) || (data406 === "NET_ADMIN")) || (data406 === "NET_BIND_SERVICE")) || (data406 === "NET_BROADCAST")) || (data406 === "NET_RAW")) || (data406 === "SETGID")) || (data406 === "SETFCAP")) || (data406 === "SETPCAP")) || (data406 === "SETUID")) || (data406 === "SYS_ADMIN")) || (data406 === "SYS_BOOT")) || (data406 === "SYS_CHROOT")) || (data406 === "SYS_MODULE")) || (data406 === "SYS_NICE")) || (data406 === "SYS_PACCT")) || (data406 === "SYS_PTRACE")) || (data406 === "SYS_RAWIO")) || (data406 === "SYS_RESOURCE")) || (data406 === "SYS_TIME")) || (data406 === "SYS_TTY_CONFIG")) || (data406 === "SYSLOG")) || (data406 === "WAKE_ALARM"))){
const err752 = {instancePath:instancePath+"/masterSpec/security/capabilities/" + i39,schemaPath:"#/properties/masterSpec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
}
}
else {
const err753 = {instancePath:instancePath+"/masterSpec/security/capabilities",schemaPath:"#/properties/masterSpec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
}
if(data401.readOnlyRootFilesystem !== undefined){
if(typeof data401.readOnlyRootFilesystem !== "boolean"){
const err754 = {instancePath:instancePath+"/masterSpec/security/readOnlyRootFilesystem",schemaPath:"#/properties/masterSpec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
}
if(data401.runAsGid !== undefined){
let data408 = data401.runAsGid;
if(!(((typeof data408 == "number") && (!(data408 % 1) && !isNaN(data408))) && (isFinite(data408)))){
const err755 = {instancePath:instancePath+"/masterSpec/security/runAsGid",schemaPath:"#/properties/masterSpec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
if(data401.runAsNonRoot !== undefined){
if(typeof data401.runAsNonRoot !== "boolean"){
const err756 = {instancePath:instancePath+"/masterSpec/security/runAsNonRoot",schemaPath:"#/properties/masterSpec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
}
if(data401.runAsUid !== undefined){
let data410 = data401.runAsUid;
if(!(((typeof data410 == "number") && (!(data410 % 1) && !isNaN(data410))) && (isFinite(data410)))){
const err757 = {instancePath:instancePath+"/masterSpec/security/runAsUid",schemaPath:"#/properties/masterSpec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
}
if(data401.seccompProfileType !== undefined){
let data411 = data401.seccompProfileType;
if(!(((data411 === "RuntimeDefault") || (data411 === "Unconfined")) || (data411 === "Localhost"))){
const err758 = {instancePath:instancePath+"/masterSpec/security/seccompProfileType",schemaPath:"#/properties/masterSpec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
}
if(data401.supplementalGroups !== undefined){
if(typeof data401.supplementalGroups !== "string"){
const err759 = {instancePath:instancePath+"/masterSpec/security/supplementalGroups",schemaPath:"#/properties/masterSpec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
}
if(data401.uidGidSource !== undefined){
let data413 = data401.uidGidSource;
if(!(((data413 === "fromTheImage") || (data413 === "fromIdpToken")) || (data413 === "custom"))){
const err760 = {instancePath:instancePath+"/masterSpec/security/uidGidSource",schemaPath:"#/properties/masterSpec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
}
}
else {
const err761 = {instancePath:instancePath+"/masterSpec/security",schemaPath:"#/properties/masterSpec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
}
if(data260.priorityClass !== undefined){
let data414 = data260.priorityClass;
if(typeof data414 === "string"){
if(func1(data414) < 1){
const err762 = {instancePath:instancePath+"/masterSpec/priorityClass",schemaPath:"#/properties/masterSpec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
}
else {
const err763 = {instancePath:instancePath+"/masterSpec/priorityClass",schemaPath:"#/properties/masterSpec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
}
if(data260.preemptibility !== undefined){
let data415 = data260.preemptibility;
if(!((data415 === "preemptible") || (data415 === "non-preemptible"))){
const err764 = {instancePath:instancePath+"/masterSpec/preemptibility",schemaPath:"#/properties/masterSpec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
}
if(data260.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data416 = data260.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data416 == "number") && (!(data416 % 1) && !isNaN(data416))) && (isFinite(data416)))){
const err765 = {instancePath:instancePath+"/masterSpec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/masterSpec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
if((typeof data416 == "number") && (isFinite(data416))){
if(data416 < 0 || isNaN(data416)){
const err766 = {instancePath:instancePath+"/masterSpec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/masterSpec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
}
}
if(data260.nodePools !== undefined){
let data417 = data260.nodePools;
if(Array.isArray(data417)){
const len40 = data417.length;
for(let i40=0; i40<len40; i40++){
let data418 = data417[i40];
if(typeof data418 === "string"){
if(func1(data418) < 1){
const err767 = {instancePath:instancePath+"/masterSpec/nodePools/" + i40,schemaPath:"#/properties/masterSpec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
}
else {
const err768 = {instancePath:instancePath+"/masterSpec/nodePools/" + i40,schemaPath:"#/properties/masterSpec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
}
}
else {
const err769 = {instancePath:instancePath+"/masterSpec/nodePools",schemaPath:"#/properties/masterSpec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
}
if(data260.category !== undefined){
let data419 = data260.category;
if(typeof data419 === "string"){
if(func1(data419) < 1){
const err770 = {instancePath:instancePath+"/masterSpec/category",schemaPath:"#/properties/masterSpec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
}
else {
const err771 = {instancePath:instancePath+"/masterSpec/category",schemaPath:"#/properties/masterSpec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
}
if(data260.imagePullSecrets !== undefined){
let data420 = data260.imagePullSecrets;
if(Array.isArray(data420)){
const len41 = data420.length;
for(let i41=0; i41<len41; i41++){
let data421 = data420[i41];
if(data421 && typeof data421 == "object" && !Array.isArray(data421)){
if(data421.name === undefined){
const err772 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
for(const key62 in data421){
if(!(((key62 === "name") || (key62 === "userCredential")) || (key62 === "exclude"))){
const err773 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key62},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
}
if(data421.name !== undefined){
let data422 = data421.name;
if(typeof data422 === "string"){
if(func1(data422) > 253){
const err774 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
if(func1(data422) < 1){
const err775 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
if(!pattern12.test(data422)){
const err776 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"},message:"must match pattern \""+"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
}
else {
const err777 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
}
if(data421.userCredential !== undefined){
if(typeof data421.userCredential !== "boolean"){
const err778 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41+"/userCredential",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
}
if(data421.exclude !== undefined){
if(typeof data421.exclude !== "boolean"){
const err779 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41+"/exclude",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
}
}
else {
const err780 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i41,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
}
}
else {
const err781 = {instancePath:instancePath+"/masterSpec/imagePullSecrets",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
}
if(data260.tolerations !== undefined){
let data425 = data260.tolerations;
if(Array.isArray(data425)){
const len42 = data425.length;
for(let i42=0; i42<len42; i42++){
let data426 = data425[i42];
if(data426 && typeof data426 == "object" && !Array.isArray(data426)){
if(data426.operator === undefined){
const err782 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
if(data426.key === undefined){
const err783 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
}
errors++;
}
if(data426.effect === undefined){
const err784 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
for(const key63 in data426){
if(!(((((((key63 === "name") || (key63 === "operator")) || (key63 === "key")) || (key63 === "value")) || (key63 === "effect")) || (key63 === "seconds")) || (key63 === "exclude"))){
const err785 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42,schemaPath:"#/properties/masterSpec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key63},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
}
if(data426.name !== undefined){
let data427 = data426.name;
if(typeof data427 === "string"){
if(func1(data427) < 1){
const err786 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/name",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
}
else {
const err787 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/name",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
}
errors++;
}
}
if(data426.operator !== undefined){
let data428 = data426.operator;
if(!((data428 === "Equal") || (data428 === "Exists"))){
const err788 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/operator",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
}
if(data426.key !== undefined){
let data429 = data426.key;
if(typeof data429 === "string"){
if(func1(data429) < 1){
const err789 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/key",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
}
else {
const err790 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/key",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
}
if(data426.value !== undefined){
if(typeof data426.value !== "string"){
const err791 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/value",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
}
errors++;
}
}
if(data426.effect !== undefined){
let data431 = data426.effect;
if(!((((data431 === "NoSchedule") || (data431 === "NoExecute")) || (data431 === "PreferNoSchedule")) || (data431 === "Any"))){
const err792 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/effect",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
}
if(data426.seconds !== undefined){
let data432 = data426.seconds;
if(!(((typeof data432 == "number") && (!(data432 % 1) && !isNaN(data432))) && (isFinite(data432)))){
const err793 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/seconds",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
if((typeof data432 == "number") && (isFinite(data432))){
if(data432 < 1 || isNaN(data432)){
const err794 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/seconds",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
}
}
if(data426.exclude !== undefined){
if(typeof data426.exclude !== "boolean"){
const err795 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42+"/exclude",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
}
}
else {
const err796 = {instancePath:instancePath+"/masterSpec/tolerations/" + i42,schemaPath:"#/properties/masterSpec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
}
}
else {
const err797 = {instancePath:instancePath+"/masterSpec/tolerations",schemaPath:"#/properties/masterSpec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
}
if(data260.terminationGracePeriodSeconds !== undefined){
let data434 = data260.terminationGracePeriodSeconds;
if(!(((typeof data434 == "number") && (!(data434 % 1) && !isNaN(data434))) && (isFinite(data434)))){
const err798 = {instancePath:instancePath+"/masterSpec/terminationGracePeriodSeconds",schemaPath:"#/properties/masterSpec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
if((typeof data434 == "number") && (isFinite(data434))){
if(data434 < 0 || isNaN(data434)){
const err799 = {instancePath:instancePath+"/masterSpec/terminationGracePeriodSeconds",schemaPath:"#/properties/masterSpec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
}
}
if(data260.restartPolicy !== undefined){
let data435 = data260.restartPolicy;
if(!(((data435 === "Always") || (data435 === "Never")) || (data435 === "OnFailure"))){
const err800 = {instancePath:instancePath+"/masterSpec/restartPolicy",schemaPath:"#/properties/masterSpec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
}
if(data260.terminateAfterPreemption !== undefined){
if(typeof data260.terminateAfterPreemption !== "boolean"){
const err801 = {instancePath:instancePath+"/masterSpec/terminateAfterPreemption",schemaPath:"#/properties/masterSpec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
}
if(data260.labels !== undefined){
let data437 = data260.labels;
if(Array.isArray(data437)){
const len43 = data437.length;
for(let i43=0; i43<len43; i43++){
let data438 = data437[i43];
if(data438 && typeof data438 == "object" && !Array.isArray(data438)){
if(data438.name === undefined){
const err802 = {instancePath:instancePath+"/masterSpec/labels/" + i43,schemaPath:"#/properties/masterSpec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
if(data438.value === undefined){
const err803 = {instancePath:instancePath+"/masterSpec/labels/" + i43,schemaPath:"#/properties/masterSpec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
for(const key64 in data438){
if(!(((key64 === "name") || (key64 === "value")) || (key64 === "exclude"))){
const err804 = {instancePath:instancePath+"/masterSpec/labels/" + i43,schemaPath:"#/properties/masterSpec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key64},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
}
if(data438.name !== undefined){
let data439 = data438.name;
if(typeof data439 === "string"){
if(func1(data439) > 63){
const err805 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
if(func1(data439) < 1){
const err806 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
if(!pattern19.test(data439)){
const err807 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
}
else {
const err808 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
}
if(data438.value !== undefined){
let data440 = data438.value;
if(typeof data440 === "string"){
if(func1(data440) > 63){
const err809 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
if(!pattern20.test(data440)){
const err810 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
}
else {
const err811 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
}
if(data438.exclude !== undefined){
if(typeof data438.exclude !== "boolean"){
const err812 = {instancePath:instancePath+"/masterSpec/labels/" + i43+"/exclude",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
}
}
else {
const err813 = {instancePath:instancePath+"/masterSpec/labels/" + i43,schemaPath:"#/properties/masterSpec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
}
}
else {
const err814 = {instancePath:instancePath+"/masterSpec/labels",schemaPath:"#/properties/masterSpec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
}
if(data260.annotations !== undefined){
let data442 = data260.annotations;
if(Array.isArray(data442)){
const len44 = data442.length;
for(let i44=0; i44<len44; i44++){
let data443 = data442[i44];
if(data443 && typeof data443 == "object" && !Array.isArray(data443)){
if(data443.name === undefined){
const err815 = {instancePath:instancePath+"/masterSpec/annotations/" + i44,schemaPath:"#/properties/masterSpec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
if(data443.value === undefined){
const err816 = {instancePath:instancePath+"/masterSpec/annotations/" + i44,schemaPath:"#/properties/masterSpec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
for(const key65 in data443){
if(!(((key65 === "name") || (key65 === "value")) || (key65 === "exclude"))){
const err817 = {instancePath:instancePath+"/masterSpec/annotations/" + i44,schemaPath:"#/properties/masterSpec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key65},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
}
if(data443.name !== undefined){
let data444 = data443.name;
if(typeof data444 === "string"){
if(func1(data444) > 63){
const err818 = {instancePath:instancePath+"/masterSpec/annotations/" + i44+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
if(func1(data444) < 1){
const err819 = {instancePath:instancePath+"/masterSpec/annotations/" + i44+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
}
errors++;
}
if(!pattern19.test(data444)){
const err820 = {instancePath:instancePath+"/masterSpec/annotations/" + i44+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
}
else {
const err821 = {instancePath:instancePath+"/masterSpec/annotations/" + i44+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
}
if(data443.value !== undefined){
let data445 = data443.value;
if(typeof data445 === "string"){
if(func1(data445) > 4096){
const err822 = {instancePath:instancePath+"/masterSpec/annotations/" + i44+"/value",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
}
else {
const err823 = {instancePath:instancePath+"/masterSpec/annotations/" + i44+"/value",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
}
errors++;
}
}
if(data443.exclude !== undefined){
if(typeof data443.exclude !== "boolean"){
const err824 = {instancePath:instancePath+"/masterSpec/annotations/" + i44+"/exclude",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err824];
}
else {
vErrors.push(err824);
}
errors++;
}
}
}
else {
const err825 = {instancePath:instancePath+"/masterSpec/annotations/" + i44,schemaPath:"#/properties/masterSpec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
}
}
else {
const err826 = {instancePath:instancePath+"/masterSpec/annotations",schemaPath:"#/properties/masterSpec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
}
if(data260.ports !== undefined){
let data447 = data260.ports;
if(Array.isArray(data447)){
const len45 = data447.length;
for(let i45=0; i45<len45; i45++){
let data448 = data447[i45];
if(data448 && typeof data448 == "object" && !Array.isArray(data448)){
if(data448.container === undefined){
const err827 = {instancePath:instancePath+"/masterSpec/ports/" + i45,schemaPath:"#/properties/masterSpec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
if(data448.serviceType === undefined){
const err828 = {instancePath:instancePath+"/masterSpec/ports/" + i45,schemaPath:"#/properties/masterSpec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
for(const key66 in data448){
if(!(((((((key66 === "container") || (key66 === "external")) || (key66 === "serviceType")) || (key66 === "exclude")) || (key66 === "name")) || (key66 === "toolName")) || (key66 === "toolType"))){
const err829 = {instancePath:instancePath+"/masterSpec/ports/" + i45,schemaPath:"#/properties/masterSpec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key66},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
}
if(data448.container !== undefined){
let data449 = data448.container;
if(!(((typeof data449 == "number") && (!(data449 % 1) && !isNaN(data449))) && (isFinite(data449)))){
const err830 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
if((typeof data449 == "number") && (isFinite(data449))){
if(data449 > 65535 || isNaN(data449)){
const err831 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
if(data449 < 1 || isNaN(data449)){
const err832 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
}
}
if(data448.external !== undefined){
let data450 = data448.external;
if(!(((typeof data450 == "number") && (!(data450 % 1) && !isNaN(data450))) && (isFinite(data450)))){
const err833 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
if((typeof data450 == "number") && (isFinite(data450))){
if(data450 > 65535 || isNaN(data450)){
const err834 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
if(data450 < 1 || isNaN(data450)){
const err835 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
}
}
if(data448.serviceType !== undefined){
let data451 = data448.serviceType;
if(!(((data451 === "LoadBalancer") || (data451 === "NodePort")) || (data451 === "ClusterIP"))){
const err836 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/serviceType",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
}
if(data448.exclude !== undefined){
if(typeof data448.exclude !== "boolean"){
const err837 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/exclude",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
}
if(data448.name !== undefined){
let data453 = data448.name;
if(typeof data453 === "string"){
if(func1(data453) < 1){
const err838 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/name",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
}
else {
const err839 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/name",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
}
if(data448.toolName !== undefined){
if(typeof data448.toolName !== "string"){
const err840 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/toolName",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
}
if(data448.toolType !== undefined){
if(typeof data448.toolType !== "string"){
const err841 = {instancePath:instancePath+"/masterSpec/ports/" + i45+"/toolType",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
}
}
else {
const err842 = {instancePath:instancePath+"/masterSpec/ports/" + i45,schemaPath:"#/properties/masterSpec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
}
}
else {
const err843 = {instancePath:instancePath+"/masterSpec/ports",schemaPath:"#/properties/masterSpec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
}
if(data260.exposedUrls !== undefined){
let data456 = data260.exposedUrls;
if(Array.isArray(data456)){
const len46 = data456.length;
for(let i46=0; i46<len46; i46++){
let data457 = data456[i46];
if(data457 && typeof data457 == "object" && !Array.isArray(data457)){
if(data457.container === undefined){
const err844 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
for(const key67 in data457){
if(!(func6.call(schema34.properties.masterSpec.properties.exposedUrls.items.properties, key67))){
const err845 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key67},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
}
if(data457.container !== undefined){
let data458 = data457.container;
if(!(((typeof data458 == "number") && (!(data458 % 1) && !isNaN(data458))) && (isFinite(data458)))){
const err846 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
if((typeof data458 == "number") && (isFinite(data458))){
if(data458 > 65535 || isNaN(data458)){
const err847 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
if(data458 < 1 || isNaN(data458)){
const err848 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
}
}
if(data457.authorizationType !== undefined){
let data459 = data457.authorizationType;
if(!(((data459 === "authenticatedUsers") || (data459 === "authorizedUsers")) || (data459 === "authorizedGroups"))){
const err849 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/authorizationType",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
}
if(data457.authorizedGroups !== undefined){
let data460 = data457.authorizedGroups;
if(Array.isArray(data460)){
const len47 = data460.length;
for(let i47=0; i47<len47; i47++){
if(typeof data460[i47] !== "string"){
const err850 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/authorizedGroups/" + i47,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
}
errors++;
}
}
}
else {
const err851 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/authorizedGroups",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
}
if(data457.authorizedUsers !== undefined){
let data462 = data457.authorizedUsers;
if(Array.isArray(data462)){
const len48 = data462.length;
for(let i48=0; i48<len48; i48++){
if(typeof data462[i48] !== "string"){
const err852 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/authorizedUsers/" + i48,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
}
}
else {
const err853 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/authorizedUsers",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
}
if(data457.exclude !== undefined){
if(typeof data457.exclude !== "boolean"){
const err854 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/exclude",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
}
if(data457.name !== undefined){
let data465 = data457.name;
if(typeof data465 === "string"){
if(func1(data465) < 1){
const err855 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/name",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err855];
}
else {
vErrors.push(err855);
}
errors++;
}
}
else {
const err856 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/name",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
}
if(data457.toolName !== undefined){
if(typeof data457.toolName !== "string"){
const err857 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/toolName",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
}
if(data457.toolType !== undefined){
if(typeof data457.toolType !== "string"){
const err858 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/toolType",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err858];
}
else {
vErrors.push(err858);
}
errors++;
}
}
if(data457.url !== undefined){
if(typeof data457.url !== "string"){
const err859 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46+"/url",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
}
}
else {
const err860 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i46,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
}
}
else {
const err861 = {instancePath:instancePath+"/masterSpec/exposedUrls",schemaPath:"#/properties/masterSpec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
}
if(data260.probes !== undefined){
let data469 = data260.probes;
if(data469 && typeof data469 == "object" && !Array.isArray(data469)){
for(const key68 in data469){
if(!(key68 === "readiness")){
const err862 = {instancePath:instancePath+"/masterSpec/probes",schemaPath:"#/properties/masterSpec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key68},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err862];
}
else {
vErrors.push(err862);
}
errors++;
}
}
if(data469.readiness !== undefined){
let data470 = data469.readiness;
if(data470 && typeof data470 == "object" && !Array.isArray(data470)){
for(const key69 in data470){
if(!((((((key69 === "failureThreshold") || (key69 === "handler")) || (key69 === "initialDelaySeconds")) || (key69 === "periodSeconds")) || (key69 === "successThreshold")) || (key69 === "timeoutSeconds"))){
const err863 = {instancePath:instancePath+"/masterSpec/probes/readiness",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key69},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err863];
}
else {
vErrors.push(err863);
}
errors++;
}
}
if(data470.failureThreshold !== undefined){
let data471 = data470.failureThreshold;
if(!(((typeof data471 == "number") && (!(data471 % 1) && !isNaN(data471))) && (isFinite(data471)))){
const err864 = {instancePath:instancePath+"/masterSpec/probes/readiness/failureThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err864];
}
else {
vErrors.push(err864);
}
errors++;
}
if((typeof data471 == "number") && (isFinite(data471))){
if(data471 < 1 || isNaN(data471)){
const err865 = {instancePath:instancePath+"/masterSpec/probes/readiness/failureThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err865];
}
else {
vErrors.push(err865);
}
errors++;
}
}
}
if(data470.handler !== undefined){
let data472 = data470.handler;
if(data472 && typeof data472 == "object" && !Array.isArray(data472)){
for(const key70 in data472){
if(!(key70 === "httpGet")){
const err866 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key70},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err866];
}
else {
vErrors.push(err866);
}
errors++;
}
}
if(data472.httpGet !== undefined){
let data473 = data472.httpGet;
if(data473 && typeof data473 == "object" && !Array.isArray(data473)){
for(const key71 in data473){
if(!((((key71 === "host") || (key71 === "path")) || (key71 === "port")) || (key71 === "scheme"))){
const err867 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key71},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err867];
}
else {
vErrors.push(err867);
}
errors++;
}
}
if(data473.host !== undefined){
if(typeof data473.host !== "string"){
const err868 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err868];
}
else {
vErrors.push(err868);
}
errors++;
}
}
if(data473.path !== undefined){
if(typeof data473.path !== "string"){
const err869 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err869];
}
else {
vErrors.push(err869);
}
errors++;
}
}
if(data473.port !== undefined){
let data476 = data473.port;
if(!(((typeof data476 == "number") && (!(data476 % 1) && !isNaN(data476))) && (isFinite(data476)))){
const err870 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err870];
}
else {
vErrors.push(err870);
}
errors++;
}
if((typeof data476 == "number") && (isFinite(data476))){
if(data476 > 65535 || isNaN(data476)){
const err871 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err871];
}
else {
vErrors.push(err871);
}
errors++;
}
if(data476 < 1 || isNaN(data476)){
const err872 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err872];
}
else {
vErrors.push(err872);
}
errors++;
}
}
}
if(data473.scheme !== undefined){
let data477 = data473.scheme;
if(!((data477 === "HTTP") || (data477 === "HTTPS"))){
const err873 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err873];
}
else {
vErrors.push(err873);
}
errors++;
}
}
}
else {
const err874 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err874];
}
else {
vErrors.push(err874);
}
errors++;
}
}
}
else {
const err875 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err875];
}
else {
vErrors.push(err875);
}
errors++;
}
}
if(data470.initialDelaySeconds !== undefined){
let data478 = data470.initialDelaySeconds;
if(!(((typeof data478 == "number") && (!(data478 % 1) && !isNaN(data478))) && (isFinite(data478)))){
const err876 = {instancePath:instancePath+"/masterSpec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err876];
}
else {
vErrors.push(err876);
}
errors++;
}
if((typeof data478 == "number") && (isFinite(data478))){
if(data478 < 0 || isNaN(data478)){
const err877 = {instancePath:instancePath+"/masterSpec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err877];
}
else {
vErrors.push(err877);
}
errors++;
}
}
}
if(data470.periodSeconds !== undefined){
let data479 = data470.periodSeconds;
if(!(((typeof data479 == "number") && (!(data479 % 1) && !isNaN(data479))) && (isFinite(data479)))){
const err878 = {instancePath:instancePath+"/masterSpec/probes/readiness/periodSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err878];
}
else {
vErrors.push(err878);
}
errors++;
}
if((typeof data479 == "number") && (isFinite(data479))){
if(data479 < 1 || isNaN(data479)){
const err879 = {instancePath:instancePath+"/masterSpec/probes/readiness/periodSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err879];
}
else {
vErrors.push(err879);
}
errors++;
}
}
}
if(data470.successThreshold !== undefined){
let data480 = data470.successThreshold;
if(!(((typeof data480 == "number") && (!(data480 % 1) && !isNaN(data480))) && (isFinite(data480)))){
const err880 = {instancePath:instancePath+"/masterSpec/probes/readiness/successThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err880];
}
else {
vErrors.push(err880);
}
errors++;
}
if((typeof data480 == "number") && (isFinite(data480))){
if(data480 < 1 || isNaN(data480)){
const err881 = {instancePath:instancePath+"/masterSpec/probes/readiness/successThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err881];
}
else {
vErrors.push(err881);
}
errors++;
}
}
}
if(data470.timeoutSeconds !== undefined){
let data481 = data470.timeoutSeconds;
if(!(((typeof data481 == "number") && (!(data481 % 1) && !isNaN(data481))) && (isFinite(data481)))){
const err882 = {instancePath:instancePath+"/masterSpec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err882];
}
else {
vErrors.push(err882);
}
errors++;
}
if((typeof data481 == "number") && (isFinite(data481))){
if(data481 < 1 || isNaN(data481)){
const err883 = {instancePath:instancePath+"/masterSpec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err883];
}
else {
vErrors.push(err883);
}
errors++;
}
}
}
}
else {
const err884 = {instancePath:instancePath+"/masterSpec/probes/readiness",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err884];
}
else {
vErrors.push(err884);
}
errors++;
}
}
}
else {
const err885 = {instancePath:instancePath+"/masterSpec/probes",schemaPath:"#/properties/masterSpec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err885];
}
else {
vErrors.push(err885);
}
errors++;
}
}
if(data260.podAffinity !== undefined){
let data482 = data260.podAffinity;
if(data482 && typeof data482 == "object" && !Array.isArray(data482)){
if(data482.key === undefined){
const err886 = {instancePath:instancePath+"/masterSpec/podAffinity",schemaPath:"#/properties/masterSpec/properties/podAffinity/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err886];
}
else {
vErrors.push(err886);
}
errors++;
}
for(const key72 in data482){
if(!((key72 === "key") || (key72 === "type"))){
const err887 = {instancePath:instancePath+"/masterSpec/podAffinity",schemaPath:"#/properties/masterSpec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key72},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err887];
}
else {
vErrors.push(err887);
}
errors++;
}
}
if(data482.key !== undefined){
if(typeof data482.key !== "string"){
const err888 = {instancePath:instancePath+"/masterSpec/podAffinity/key",schemaPath:"#/properties/masterSpec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err888];
}
else {
vErrors.push(err888);
}
errors++;
}
}
if(data482.type !== undefined){
let data484 = data482.type;
if(!((data484 === "Required") || (data484 === "Preferred"))){
const err889 = {instancePath:instancePath+"/masterSpec/podAffinity/type",schemaPath:"#/properties/masterSpec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err889];
}
else {
vErrors.push(err889);
}
errors++;
}
}
}
else {
const err890 = {instancePath:instancePath+"/masterSpec/podAffinity",schemaPath:"#/properties/masterSpec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err890];
}
else {
vErrors.push(err890);
}
errors++;
}
}
if(data260.nodeAffinityRequired !== undefined){
let data485 = data260.nodeAffinityRequired;
if(data485 && typeof data485 == "object" && !Array.isArray(data485)){
for(const key73 in data485){
if(!(key73 === "nodeSelectorTerms")){
const err891 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key73},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err891];
}
else {
vErrors.push(err891);
}
errors++;
}
}
if(data485.nodeSelectorTerms !== undefined){
let data486 = data485.nodeSelectorTerms;
if(Array.isArray(data486)){
const len49 = data486.length;
for(let i49=0; i49<len49; i49++){
let data487 = data486[i49];
if(data487 && typeof data487 == "object" && !Array.isArray(data487)){
for(const key74 in data487){
if(!(key74 === "matchExpressions")){
const err892 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key74},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err892];
}
else {
vErrors.push(err892);
}
errors++;
}
}
if(data487.matchExpressions !== undefined){
let data488 = data487.matchExpressions;
if(Array.isArray(data488)){
const len50 = data488.length;
for(let i50=0; i50<len50; i50++){
let data489 = data488[i50];
const _errs1038 = errors;
let valid200 = true;
const _errs1039 = errors;
if(data489 && typeof data489 == "object" && !Array.isArray(data489)){
let missing7;
if((data489.operator === undefined) && (missing7 = "operator")){
const err893 = {};
if(vErrors === null){
vErrors = [err893];
}
else {
vErrors.push(err893);
}
errors++;
}
else {
if(data489.operator !== undefined){
let data490 = data489.operator;
if(!((data490 === "In") || (data490 === "NotIn"))){
const err894 = {};
if(vErrors === null){
vErrors = [err894];
}
else {
vErrors.push(err894);
}
errors++;
}
}
}
}
var _valid9 = _errs1039 === errors;
errors = _errs1038;
if(vErrors !== null){
if(_errs1038){
vErrors.length = _errs1038;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs1041 = errors;
if(data489 && typeof data489 == "object" && !Array.isArray(data489)){
if(data489.values === undefined){
const err895 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err895];
}
else {
vErrors.push(err895);
}
errors++;
}
if(data489.values !== undefined){
let data491 = data489.values;
if(Array.isArray(data491)){
if(data491.length < 1){
const err896 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/values",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err896];
}
else {
vErrors.push(err896);
}
errors++;
}
}
}
}
var _valid9 = _errs1041 === errors;
valid200 = _valid9;
if(valid200){
var props5 = {};
props5.values = true;
props5.operator = true;
}
}
if(!valid200){
const err897 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err897];
}
else {
vErrors.push(err897);
}
errors++;
}
const _errs1044 = errors;
let valid203 = true;
const _errs1045 = errors;
if(data489 && typeof data489 == "object" && !Array.isArray(data489)){
let missing8;
if((data489.operator === undefined) && (missing8 = "operator")){
const err898 = {};
if(vErrors === null){
vErrors = [err898];
}
else {
vErrors.push(err898);
}
errors++;
}
else {
if(data489.operator !== undefined){
let data492 = data489.operator;
if(!((data492 === "Exists") || (data492 === "DoesNotExist"))){
const err899 = {};
if(vErrors === null){
vErrors = [err899];
}
else {
vErrors.push(err899);
}
errors++;
}
}
}
}
var _valid10 = _errs1045 === errors;
errors = _errs1044;
if(vErrors !== null){
if(_errs1044){
vErrors.length = _errs1044;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs1047 = errors;
if(data489 && typeof data489 == "object" && !Array.isArray(data489)){
if(data489.values !== undefined){
let data493 = data489.values;
if(Array.isArray(data493)){
if(data493.length > 0){
const err900 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/values",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err900];
}
else {
vErrors.push(err900);
}
errors++;
}
}
}
}
var _valid10 = _errs1047 === errors;
valid203 = _valid10;
if(valid203){
var props6 = {};
props6.values = true;
props6.operator = true;
}
}
if(!valid203){
const err901 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err901];
}
else {
vErrors.push(err901);
}
errors++;
}
if(props5 !== true && props6 !== undefined){
if(props6 === true){
props5 = true;
}
else {
props5 = props5 || {};
Object.assign(props5, props6);
}
}
const _errs1050 = errors;
let valid206 = true;
const _errs1051 = errors;
if(data489 && typeof data489 == "object" && !Array.isArray(data489)){
let missing9;
if((data489.operator === undefined) && (missing9 = "operator")){
const err902 = {};
if(vErrors === null){
vErrors = [err902];
}
else {
vErrors.push(err902);
}
errors++;
}
else {
if(data489.operator !== undefined){
let data494 = data489.operator;
if(!((data494 === "Gt") || (data494 === "Lt"))){
const err903 = {};
if(vErrors === null){
vErrors = [err903];
}
else {
vErrors.push(err903);
}
errors++;
}
}
}
}
var _valid11 = _errs1051 === errors;
errors = _errs1050;
if(vErrors !== null){
if(_errs1050){
vErrors.length = _errs1050;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs1053 = errors;
if(data489 && typeof data489 == "object" && !Array.isArray(data489)){
if(data489.values === undefined){
const err904 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err904];
}
else {
vErrors.push(err904);
}
errors++;
}
if(data489.values !== undefined){
let data495 = data489.values;
if(Array.isArray(data495)){
if(data495.length > 1){
const err905 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/values",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err905];
}
else {
vErrors.push(err905);
}
errors++;
}
if(data495.length < 1){
const err906 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/values",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err906];
}
else {
vErrors.push(err906);
}
errors++;
}
const len51 = data495.length;
for(let i51=0; i51<len51; i51++){
let data496 = data495[i51];
if(typeof data496 === "string"){
if(!pattern22.test(data496)){
const err907 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/values/" + i51,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/then/properties/values/items/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+$"},message:"must match pattern \""+"^-?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err907];
}
else {
vErrors.push(err907);
}
errors++;
}
}
}
}
}
}
var _valid11 = _errs1053 === errors;
valid206 = _valid11;
if(valid206){
var props7 = {};
props7.values = true;
props7.operator = true;
}
}
if(!valid206){
const err908 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err908];
}
else {
vErrors.push(err908);
}
errors++;
}
if(props5 !== true && props7 !== undefined){
if(props7 === true){
props5 = true;
}
else {
props5 = props5 || {};
Object.assign(props5, props7);
}
}
if(data489 && typeof data489 == "object" && !Array.isArray(data489)){
if(data489.key === undefined){
const err909 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err909];
}
else {
vErrors.push(err909);
}
errors++;
}
if(data489.operator === undefined){
const err910 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err910];
}
else {
vErrors.push(err910);
}
errors++;
}
for(const key75 in data489){
if(!(((key75 === "key") || (key75 === "operator")) || (key75 === "values"))){
const err911 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key75},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err911];
}
else {
vErrors.push(err911);
}
errors++;
}
}
if(data489.key !== undefined){
if(typeof data489.key !== "string"){
const err912 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/key",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err912];
}
else {
vErrors.push(err912);
}
errors++;
}
}
if(data489.operator !== undefined){
let data498 = data489.operator;
if(!((((((data498 === "In") || (data498 === "NotIn")) || (data498 === "Exists")) || (data498 === "DoesNotExist")) || (data498 === "Gt")) || (data498 === "Lt"))){
const err913 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/operator",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err913];
}
else {
vErrors.push(err913);
}
errors++;
}
}
if(data489.values !== undefined){
let data499 = data489.values;
if(Array.isArray(data499)){
const len52 = data499.length;
for(let i52=0; i52<len52; i52++){
if(typeof data499[i52] !== "string"){
const err914 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/values/" + i52,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err914];
}
else {
vErrors.push(err914);
}
errors++;
}
}
}
else {
const err915 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50+"/values",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err915];
}
else {
vErrors.push(err915);
}
errors++;
}
}
}
else {
const err916 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err916];
}
else {
vErrors.push(err916);
}
errors++;
}
}
}
else {
const err917 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49+"/matchExpressions",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err917];
}
else {
vErrors.push(err917);
}
errors++;
}
}
}
else {
const err918 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i49,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err918];
}
else {
vErrors.push(err918);
}
errors++;
}
}
}
else {
const err919 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err919];
}
else {
vErrors.push(err919);
}
errors++;
}
}
}
else {
const err920 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err920];
}
else {
vErrors.push(err920);
}
errors++;
}
}
if(data260.relatedUrls !== undefined){
let data501 = data260.relatedUrls;
if(Array.isArray(data501)){
const len53 = data501.length;
for(let i53=0; i53<len53; i53++){
let data502 = data501[i53];
if(data502 && typeof data502 == "object" && !Array.isArray(data502)){
for(const key76 in data502){
if(!((((key76 === "exclude") || (key76 === "name")) || (key76 === "type")) || (key76 === "url"))){
const err921 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i53,schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key76},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err921];
}
else {
vErrors.push(err921);
}
errors++;
}
}
if(data502.exclude !== undefined){
if(typeof data502.exclude !== "boolean"){
const err922 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i53+"/exclude",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err922];
}
else {
vErrors.push(err922);
}
errors++;
}
}
if(data502.name !== undefined){
if(typeof data502.name !== "string"){
const err923 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i53+"/name",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err923];
}
else {
vErrors.push(err923);
}
errors++;
}
}
if(data502.type !== undefined){
if(typeof data502.type !== "string"){
const err924 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i53+"/type",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err924];
}
else {
vErrors.push(err924);
}
errors++;
}
}
if(data502.url !== undefined){
if(typeof data502.url !== "string"){
const err925 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i53+"/url",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err925];
}
else {
vErrors.push(err925);
}
errors++;
}
}
}
else {
const err926 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i53,schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err926];
}
else {
vErrors.push(err926);
}
errors++;
}
}
}
else {
const err927 = {instancePath:instancePath+"/masterSpec/relatedUrls",schemaPath:"#/properties/masterSpec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err927];
}
else {
vErrors.push(err927);
}
errors++;
}
}
}
else {
const err928 = {instancePath:instancePath+"/masterSpec",schemaPath:"#/properties/masterSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err928];
}
else {
vErrors.push(err928);
}
errors++;
}
}
if(data.templateId !== undefined){
let data507 = data.templateId;
if(typeof data507 === "string"){
if(!pattern15.test(data507)){
const err929 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err929];
}
else {
vErrors.push(err929);
}
errors++;
}
}
else {
const err930 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err930];
}
else {
vErrors.push(err930);
}
errors++;
}
}
}
else {
const err931 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err931];
}
else {
vErrors.push(err931);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
