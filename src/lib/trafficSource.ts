/** SPEC §9 traffic source labels: the rule lives in core/ (the gateway's analysis uses it too). */
export * from '../../core/trafficSource';
