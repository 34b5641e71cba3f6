import cluster from 'node:cluster';

/** Whether this process is a gateway process forked by the cluster's primary. */
export const isClusterWorker = (): boolean => cluster.isWorker && process.env.GATEWAY_CLUSTER_WORKER === '1';
