import { performanceV1 } from '@storefront/proto';
import type { RatedEvent } from '@storefront/performance-rules';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { performanceMessages } from '../domain/messages';
import type { DeviceClass } from '../domain/visitor-device';

const { Metric, DeviceClass: ProtoDeviceClass } = performanceV1;

/** The contract's Metric for each rated event of @storefront/performance-rules. */
export const METRIC_OF: Record<RatedEvent, performanceV1.Metric> = {
  'first-contentful-paint': Metric.METRIC_FCP,
  'largest-contentful-paint': Metric.METRIC_LCP,
  'cumulative-layout-shift': Metric.METRIC_CLS,
  'first-input-delay': Metric.METRIC_FID,
  'interaction-to-next-paint': Metric.METRIC_INP,
  'time-to-first-byte': Metric.METRIC_TTFB,
};

const DEVICE_CLASS_OF: Record<DeviceClass, performanceV1.DeviceClass> = {
  desktop: ProtoDeviceClass.DEVICE_CLASS_DESKTOP,
  mobile: ProtoDeviceClass.DEVICE_CLASS_MOBILE,
  tablet: ProtoDeviceClass.DEVICE_CLASS_TABLET,
  // the contract has no "unknown": a device bowser could not tell is unspecified
  unknown: ProtoDeviceClass.DEVICE_CLASS_UNSPECIFIED,
};

export function toDeviceClass(deviceClass: DeviceClass): performanceV1.DeviceClass {
  return DEVICE_CLASS_OF[deviceClass];
}

/** A filter's device class: UNSPECIFIED is every device; a number the contract does not name is refused. */
export function deviceClassFilter(value: performanceV1.DeviceClass): DeviceClass | '' {
  switch (value) {
    case ProtoDeviceClass.DEVICE_CLASS_UNSPECIFIED:
      return '';
    case ProtoDeviceClass.DEVICE_CLASS_DESKTOP:
      return 'desktop';
    case ProtoDeviceClass.DEVICE_CLASS_MOBILE:
      return 'mobile';
    case ProtoDeviceClass.DEVICE_CLASS_TABLET:
      return 'tablet';
    default:
      throw new InvalidArgumentError(performanceMessages.deviceClassUnknown);
  }
}
