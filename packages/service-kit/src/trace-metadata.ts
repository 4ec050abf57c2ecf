import type { Metadata } from '@grpc/grpc-js';
import type { TextMapGetter, TextMapSetter } from '@opentelemetry/api';

/** Lets the OpenTelemetry propagator read and write W3C traceparent/tracestate in gRPC metadata. */
export const metadataGetter: TextMapGetter<Metadata> = {
  keys: (metadata) => Object.keys(metadata.getMap()),
  get: (metadata, key) => {
    const values = metadata.get(key).map(String);
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
  },
};

export const metadataSetter: TextMapSetter<Metadata> = {
  set: (metadata, key, value) => metadata.set(key, value),
};
