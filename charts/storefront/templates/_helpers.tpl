{{/* The release's name prefix: the release name, with "-storefront" unless it already holds it. */}}
{{- define "storefront.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "storefront.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: storefront
{{- end -}}

{{/* Selects the pods of one deployable: (dict "root" $ "name" "catalog") */}}
{{- define "storefront.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "storefront.secretsName" -}}
{{- .Values.sharedSecrets.existingSecret | default (printf "%s-secrets" (include "storefront.fullname" .)) -}}
{{- end -}}

{{- define "storefront.image" -}}
{{- $tag := .service.image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- printf "%s%s:%s" .root.Values.image.registry .service.image.repository $tag -}}
{{- end -}}

{{/* The pod and container security settings every storefront process runs with. */}}
{{- define "storefront.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 10001
runAsGroup: 10001
fsGroup: 10001
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "storefront.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
runAsNonRoot: true
runAsUser: 10001
capabilities:
  drop: [ALL]
{{- end -}}

{{/*
The connection variables of one deployable: (dict "root" $ "service" $service). Secrets come by
reference, never as values in the manifest.
*/}}
{{- define "storefront.connectionEnv" -}}
{{- $root := .root -}}
{{- $values := $root.Values -}}
{{- $fullname := include "storefront.fullname" $root -}}
- name: SERVICE_AUTH_SECRET
  valueFrom:
    secretKeyRef: { name: {{ include "storefront.secretsName" $root }}, key: {{ $values.sharedSecrets.serviceAuthKey }} }
{{- if eq $values.redis.mode "external" }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef: { name: {{ required "redis.external.existingSecret is required with redis.mode=external" $values.redis.external.existingSecret }}, key: {{ $values.redis.external.urlKey }} }
{{- else }}
- name: REDIS_URL
  value: {{ printf "redis://%s-redis:6379" $fullname | quote }}
{{- end }}
{{- if .service.database }}
{{- if eq $values.postgres.mode "external" }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef: { name: {{ required "postgres.external.existingSecret is required with postgres.mode=external" $values.postgres.external.existingSecret }}, key: {{ $values.postgres.external.urlKey }} }
{{- else if eq $values.postgres.mode "inCluster" }}
- name: POSTGRES_PASSWORD
  valueFrom:
    secretKeyRef: { name: {{ $fullname }}-postgres, key: password }
- name: DATABASE_URL
  value: {{ printf "postgres://%s:$(POSTGRES_PASSWORD)@%s-postgres:5432/%s" $values.postgres.inCluster.username $fullname $values.postgres.inCluster.database | quote }}
{{- end }}
{{- end }}
{{- if .service.smtp }}
{{- if $values.smtp.existingSecret }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef: { name: {{ $values.smtp.existingSecret }}, key: {{ $values.smtp.urlKey }} }
{{- else }}
- name: SMTP_URL
  value: {{ $values.smtp.url | quote }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Whether a deployable's database is migrated by the chart's Job (external PostgreSQL) instead of at start. */}}
{{- define "storefront.migratedByJob" -}}
{{- if eq .Values.postgres.mode "external" }}true{{ end -}}
{{- end -}}
